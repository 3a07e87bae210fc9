import "server-only";
import { and, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { classifyCustomerSearch, NAME_SEARCH_MIN_LENGTH, type CustomerListQuery } from "@/lib/validation/admin-customers";
import { customers, kycDetails, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";

/** KYC complete (DESIGN §8): PAN on file and bank details on file. */
export const kycComplete = sql<boolean>`(${customers.pan} IS NOT NULL AND EXISTS (SELECT 1 FROM ${kycDetails} k WHERE k.customer_id = ${customers.id}))`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The WHERE of the customers list and its export. Each kind of search is an index lookup at a
 * million customers: mobile through the user's unique phone number, code through the unique code,
 * names through the trigram index on "first last" (migration 0010).
 */
export function customerListWhere(query: CustomerListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  const search = classifyCustomerSearch(query.q);
  if (search.kind === "too_short") {
    const message = `Type at least ${NAME_SEARCH_MIN_LENGTH} letters of a name, a 10-digit mobile number or a customer code.`;
    throw new AppError("validation_failed", { userMessage: message, fieldErrors: { q: message } });
  }
  if (search.kind === "mobile") filters.push(sql`${customers.userId} = (SELECT ${user.id} FROM ${user} WHERE ${user.phoneNumber} = ${search.mobile})`);
  if (search.kind === "code") filters.push(eq(customers.code, search.code));
  if (search.kind === "name") filters.push(sql`(${customers.firstName} || ' ' || ${customers.lastName}) ILIKE ${`%${escapeLike(search.text)}%`}`);
  if (query.status !== "all") filters.push(eq(customers.status, query.status));
  if (query.kyc === "complete") filters.push(and(isNotNull(customers.pan), sql`EXISTS (SELECT 1 FROM ${kycDetails} k WHERE k.customer_id = ${customers.id})`));
  if (query.kyc === "incomplete") filters.push(or(isNull(customers.pan), sql`NOT EXISTS (SELECT 1 FROM ${kycDetails} k WHERE k.customer_id = ${customers.id})`));
  return and(...filters);
}
