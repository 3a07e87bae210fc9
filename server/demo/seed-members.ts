import { sql } from "drizzle-orm";
import type { Transaction } from "../db/connect";
import { cities, customers, favourites, kycDetails, shopVisits, treeNodes } from "../db/schema";
import { ensureCompanyRoot } from "../referrals/company-root";
import { formatCustomerCode } from "../referrals/customer-code";
import { findSpilloverSlot } from "../referrals/spillover";
import { encryptField } from "../security/field-encryption";
import { demoCustomers } from "./content/people";
import { insertLoginUsers } from "./seed-accounts";
import { resolveTownSlug } from "./resolve-town";
import type { SeededShop } from "./seed-shops";

const DAY = 86_400_000;

export type SeededMember = { id: number; key: string; joinedAt: Date; /** Whole days between joining and the load. */ joinedDaysAgo: number };

/** One customer joined every six days, the first ~8 months ago. */
export const memberJoinedDaysAgo = (index: number) => 240 - index * 6;

/**
 * Demo customers joined one after another over the last ~8 months, each placed in the binary tree
 * by the spillover rule under their sponsor (or the company root), with KYC for those who gave it.
 */
export async function seedMembers(
  tx: Transaction,
  options: { now: Date; passwordHash: string; shops: SeededShop[] },
): Promise<SeededMember[]> {
  const { now, passwordHash, shops } = options;
  const root = await ensureCompanyRoot(tx);
  const towns = new Map((await tx.select({ id: cities.id, slug: cities.slug }).from(cities)).map((c) => [c.slug, c.id]));
  const joinedAtOf = (index: number) => new Date(now.getTime() - memberJoinedDaysAgo(index) * DAY);

  const userIds = await insertLoginUsers(
    tx,
    demoCustomers.map((c, index) => ({
      name: [c.firstName, c.lastName].join(" "),
      email: c.email,
      mobile: c.mobile,
      role: "customer",
      passwordHash,
      createdAt: joinedAtOf(index),
    })),
  );

  // Everyone's place first, in list order as they joined: the spillover rule over the slots taken
  // so far. Then a few set-based statements instead of five round trips a member.
  const occupied = new Set((await tx.select({ path: treeNodes.path }).from(treeNodes)).map((n) => n.path));
  const pathByKey = new Map<string, string>();
  const placed = demoCustomers.map((demo) => {
    const sponsorPath = demo.sponsorKey ? pathByKey.get(demo.sponsorKey) : "";
    if (sponsorPath === undefined) throw new Error(`demo customer ${demo.key}: sponsor ${demo.sponsorKey} must come earlier in the list`);
    const slot = findSpilloverSlot(occupied, sponsorPath);
    occupied.add(slot.path);
    pathByKey.set(demo.key, slot.path);
    return slot;
  });

  // One code each, in list order (as each member's verification would have taken the next).
  const { rows: codeRows } = await tx.execute<{ next: string }>(sql`SELECT nextval('customer_code_seq')::text AS next FROM generate_series(1, ${demoCustomers.length})`);
  const codes = codeRows.map((row) => Number(row.next)).sort((a, b) => a - b);
  // Ids in list order too (VALUES rows are inserted in order); mapped back by user, not by position.
  const inserted = await tx
    .insert(customers)
    .values(
      demoCustomers.map((demo, index) => {
        const joinedAt = joinedAtOf(index);
        return {
          userId: userIds[index]!,
          code: formatCustomerCode(codes[index]!),
          firstName: demo.firstName,
          middleName: demo.middleName,
          lastName: demo.lastName,
          gender: demo.gender,
          age: demo.age,
          pan: demo.pan ?? null,
          state: "MAHARASHTRA",
          cityId: towns.get(resolveTownSlug(demo.town)) ?? null,
          pincode: demo.pincode,
          address: demo.address,
          status: "active" as const,
          verifiedAt: joinedAt,
          createdAt: joinedAt,
          updatedAt: joinedAt,
        };
      }),
    )
    .returning({ id: customers.id, userId: customers.userId });
  const idOfUser = new Map(inserted.map((row) => [row.userId, row.id]));
  const ids = userIds.map((userId) => idOfUser.get(userId)!);
  const idByKey = new Map(demoCustomers.map((demo, index) => [demo.key, ids[index]!]));
  // Sponsors are members of the same insert, so their ids come after it.
  const sponsors = demoCustomers.flatMap((demo, index) => (demo.sponsorKey ? [{ id: ids[index]!, sponsor: idByKey.get(demo.sponsorKey)! }] : []));
  if (sponsors.length > 0) {
    await tx.execute(sql`
      UPDATE customers c SET sponsor_id = s.sponsor
      FROM jsonb_to_recordset(${JSON.stringify(sponsors)}::jsonb) AS s(id bigint, sponsor bigint) WHERE c.id = s.id`);
  }

  // The nodes in one statement (the placement trigger counts them set-based), each with its
  // children counted; nodes that were there before get their new children added.
  const idByPath = new Map<string, number>([["", root.customerId], ...placed.map((slot, index) => [slot.path, ids[index]!] as const)]);
  const children = new Map<string, number>();
  for (const slot of placed) children.set(slot.parentPath, (children.get(slot.parentPath) ?? 0) + 1);
  await tx.insert(treeNodes).values(
    placed.map((slot, index) => ({
      customerId: ids[index]!,
      parentId: idByPath.get(slot.parentPath)!,
      side: slot.side,
      depth: slot.path.length,
      path: slot.path,
      childCount: children.get(slot.path) ?? 0,
      placedAt: joinedAtOf(index),
    })),
  );
  const newPaths = new Set(placed.map((slot) => slot.path));
  const olderParents = [...children].filter(([path]) => !newPaths.has(path)).map(([path, n]) => ({ path, n }));
  await tx.execute(sql`
    UPDATE tree_nodes t SET child_count = t.child_count + p.n
    FROM jsonb_to_recordset(${JSON.stringify(olderParents)}::jsonb) AS p(path text, n int) WHERE t.path = p.path`);

  const kyc = demoCustomers.flatMap((demo, index) => {
    if (!demo.bank) return [];
    const joinedAt = joinedAtOf(index);
    return [
      {
        customerId: ids[index]!,
        accountHolderName: [demo.firstName, demo.middleName, demo.lastName].filter(Boolean).join(" "),
        bankName: demo.bank.bankName,
        branch: demo.bank.branch,
        ifsc: demo.bank.ifsc,
        accountNumberEncrypted: encryptField(demo.bank.accountNumber),
        accountNumberLast4: demo.bank.accountNumber.slice(-4),
        updatedBy: userIds[index]!,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      },
    ];
  });
  if (kyc.length > 0) await tx.insert(kycDetails).values(kyc);
  const members: SeededMember[] = demoCustomers.map((demo, index) => ({ id: ids[index]!, key: demo.key, joinedAt: joinedAtOf(index), joinedDaysAgo: memberJoinedDaysAgo(index) }));

  // The demo login's own activity: favourite shops and shops visited.
  const demoLogin = members[0]!;
  const picks = shops.filter((_, index) => index % 7 === 1).slice(0, 9);
  await tx.insert(favourites).values(picks.slice(0, 5).map((shop, i) => ({ customerId: demoLogin.id, shopId: shop.id, createdAt: new Date(now.getTime() - (i + 1) * 5 * DAY) })));
  await tx.insert(shopVisits).values(
    picks.map((shop, i) => ({
      customerId: demoLogin.id,
      shopId: shop.id,
      visitCount: 1 + (i % 4),
      firstVisitedAt: new Date(now.getTime() - (60 - i * 5) * DAY),
      lastVisitedAt: new Date(now.getTime() - i * DAY),
    })),
  );
  return members;
}
