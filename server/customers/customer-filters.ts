import "server-only";
import { and, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { classifyCustomerSearch, NAME_SEARCH_MIN_LENGTH, type CustomerListQuery } from "@/lib/validation/admin-customers";
import { customers, kycDetails, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";

/**
 * KYC complete (docs/product.md#commission-plan): PAN and bank details on file. For a selected column, LEFT JOIN
 * kyc_details and read this: as an EXISTS in the select list PostgreSQL hashed all 250,000 KYC rows
 * for every page (~500 ms at a million customers; the join costs 20 index probes).
 */
export const kycCompleteColumn = sql<boolean>`(${customers.pan} IS NOT NULL AND ${kycDetails.customerId} IS NOT NULL)`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The WHERE of the customers list and its export, for a query over customers LEFT JOIN kyc_details
 * (on customer_id: at most one row each). Each kind of search is an index lookup at a
 * million customers: mobile through the user's unique phone number, code through the unique code,
 * names through the trigram index on "first last" (customers_full_name_trgm_idx, docs/decisions/070-customer-search-record-and-export.md).
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
  if (query.kyc === "complete") filters.push(and(isNotNull(customers.pan), isNotNull(kycDetails.customerId)));
  // Through the join, not NOT EXISTS: inside an OR that became a hash of every KYC row (~240 ms).
  if (query.kyc === "incomplete") filters.push(or(isNull(customers.pan), isNull(kycDetails.customerId)));
  return and(...filters);
}
