import "server-only";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "@/server/auth/actor";
import { parseRoles } from "@/server/auth/roles";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { auditLog, cities, customers, franchisees, kycDetails, sales, treeNodes, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { COMPANY_ROOT_USER_ID } from "@/server/referrals/company-root";
import { legSize } from "@/server/referrals/leg-size";
import { assertRole } from "@/server/auth/actor";

type PersonRef = { id: number; code: string | null; name: string } | null;

export type CustomerRecord = {
  id: number;
  code: string | null;
  firstName: string;
  middleName: string;
  lastName: string;
  status: "pending" | "active" | "blocked";
  mobile: string | null;
  email: string;
  gender: "male" | "female" | null;
  age: number | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  address: string | null;
  joinedAt: string;
  verifiedAt: string | null;
  /** Masked for display: XXXXX + the last five characters. */
  panMasked: string | null;
  aadhaarLast4: string | null;
  kyc: { accountHolderName: string | null; bankName: string; branch: string; ifsc: string; accountLast4: string; updatedAt: string } | null;
  kycComplete: boolean;
  tree: {
    sponsor: PersonRef;
    parent: PersonRef;
    side: "L" | "R" | null;
    depth: number;
    leftCount: number;
    rightCount: number;
    placedAt: string;
  } | null;
  directReferrals: number;
  purchases: { count: number; totalPaise: number };
  login: { banned: boolean; alsoFranchisee: boolean; isOperator: boolean; isCompanyRoot: boolean };
  /** The latest block or unblock, with its reason, from the audit log. */
  lastBlockChange: { action: string; reason: string | null; at: string; by: string | null } | null;
};

function personName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(" ");
}

/**
 * Everything an operator sees about one customer: profile, KYC masked (the account number is never
 * decrypted for display, Aadhaar exists only as its last four digits), the member's place in the
 * referral tree with both legs' sizes (from the maintained counts, not counted row by row), and
 * the login's state.
 */
export async function getCustomerRecord({ actor, customerId, db = appDb }: { actor: Actor; customerId: number; db?: Executor }): Promise<CustomerRecord> {
  assertRole(actor, "operator");
  const sponsor = alias(customers, "sponsor");
  const [row] = await db
    .select({
      customer: customers,
      mobile: user.phoneNumber,
      email: user.email,
      role: user.role,
      banned: user.banned,
      city: cities.name,
      sponsorId: sponsor.id,
      sponsorCode: sponsor.code,
      sponsorFirst: sponsor.firstName,
      sponsorLast: sponsor.lastName,
      franchiseeStatus: franchisees.status,
    })
    .from(customers)
    .innerJoin(user, eq(user.id, customers.userId))
    .leftJoin(cities, eq(cities.id, customers.cityId))
    .leftJoin(sponsor, eq(sponsor.id, customers.sponsorId))
    .leftJoin(franchisees, eq(franchisees.userId, customers.userId))
    .where(eq(customers.id, customerId));
  if (!row) throw new AppError("not_found", { userMessage: "Customer not found." });
  const c = row.customer;

  const [kyc, node, [referrals], [bought], [lastChange]] = await Promise.all([
    db
      // Never the encrypted account number: it is not even read for display.
      .select({ accountHolderName: kycDetails.accountHolderName, bankName: kycDetails.bankName, branch: kycDetails.branch, ifsc: kycDetails.ifsc, accountNumberLast4: kycDetails.accountNumberLast4, updatedAt: kycDetails.updatedAt })
      .from(kycDetails)
      .where(eq(kycDetails.customerId, c.id))
      .then((rows) => rows[0]),
    db.select().from(treeNodes).where(eq(treeNodes.customerId, c.id)).then((rows) => rows[0]),
    db.select({ n: count() }).from(customers).where(eq(customers.sponsorId, c.id)),
    db
      .select({ n: count(), total: sql<string>`coalesce(sum(${sales.amountPaise}), 0)::text` })
      .from(sales)
      .where(and(eq(sales.customerId, c.id), eq(sales.status, "recorded"))),
    db
      .select({ action: auditLog.action, after: auditLog.after, at: auditLog.createdAt, by: user.name })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorUserId))
      .where(and(eq(auditLog.entityType, "customer"), eq(auditLog.entityId, String(c.id)), sql`${auditLog.action} IN ('customer.block', 'customer.unblock')`))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1),
  ]);

  let tree: CustomerRecord["tree"] = null;
  if (node) {
    const { rows } = await db.execute<{ left_count: number; right_count: number; parent_id: string | null; parent_code: string | null; parent_first: string | null; parent_last: string | null }>(sql`
      SELECT ${legSize("L", sql`${node.customerId}`)}::int AS left_count,
             ${legSize("R", sql`${node.customerId}`)}::int AS right_count,
             p.id::text AS parent_id, p.code AS parent_code, p.first_name AS parent_first, p.last_name AS parent_last
      FROM (SELECT 1) one LEFT JOIN customers p ON p.id = ${node.parentId}`);
    const r = rows[0]!;
    tree = {
      sponsor: row.sponsorId === null ? null : { id: row.sponsorId, code: row.sponsorCode, name: personName(row.sponsorFirst, row.sponsorLast) },
      parent: r.parent_id === null ? null : { id: Number(r.parent_id), code: r.parent_code, name: personName(r.parent_first, r.parent_last) },
      side: node.side,
      depth: node.depth,
      leftCount: r.left_count,
      rightCount: r.right_count,
      placedAt: node.placedAt.toISOString(),
    };
  }

  const roles = parseRoles(row.role);
  const lastAfter = (lastChange?.after ?? null) as { reason?: string } | null;
  return {
    id: c.id,
    code: c.code,
    firstName: c.firstName,
    middleName: c.middleName,
    lastName: c.lastName,
    status: c.status,
    mobile: row.mobile,
    email: row.email,
    gender: c.gender,
    age: c.age,
    city: row.city,
    state: c.state,
    pincode: c.pincode,
    address: c.address,
    joinedAt: c.createdAt.toISOString(),
    verifiedAt: c.verifiedAt?.toISOString() ?? null,
    panMasked: c.pan ? `XXXXX${c.pan.slice(5)}` : null,
    aadhaarLast4: c.aadhaarLast4,
    kyc: kyc
      ? { accountHolderName: kyc.accountHolderName, bankName: kyc.bankName, branch: kyc.branch, ifsc: kyc.ifsc, accountLast4: kyc.accountNumberLast4, updatedAt: kyc.updatedAt.toISOString() }
      : null,
    kycComplete: Boolean(c.pan && kyc),
    tree,
    directReferrals: referrals?.n ?? 0,
    purchases: { count: bought?.n ?? 0, totalPaise: Number(bought?.total ?? 0) },
    login: {
      banned: row.banned === true,
      alsoFranchisee: roles.includes("franchisee") && row.franchiseeStatus === "active",
      isOperator: roles.includes("operator"),
      isCompanyRoot: c.userId === COMPANY_ROOT_USER_ID,
    },
    lastBlockChange: lastChange ? { action: lastChange.action, reason: lastAfter?.reason ?? null, at: lastChange.at.toISOString(), by: lastChange.by } : null,
  };
}
