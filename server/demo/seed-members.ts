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

  const occupied = new Set((await tx.select({ path: treeNodes.path }).from(treeNodes)).map((n) => n.path));
  const idByPath = new Map<string, number>([["", root.customerId]]);
  const pathByKey = new Map<string, string>();
  const members: SeededMember[] = [];

  for (const [index, demo] of demoCustomers.entries()) {
    const joinedAt = joinedAtOf(index);
    const sponsorPath = demo.sponsorKey ? pathByKey.get(demo.sponsorKey) : "";
    if (sponsorPath === undefined) throw new Error(`demo customer ${demo.key}: sponsor ${demo.sponsorKey} must come earlier in the list`);
    const [{ next }] = (await tx.execute<{ next: string }>(sql`SELECT nextval('customer_code_seq')::text AS next`)).rows as [{ next: string }];
    const [row] = await tx
      .insert(customers)
      .values({
        userId: userIds[index]!,
        code: formatCustomerCode(Number(next)),
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
        sponsorId: demo.sponsorKey ? idByPath.get(sponsorPath) : null,
        status: "active",
        verifiedAt: joinedAt,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      })
      .returning({ id: customers.id });

    const slot = findSpilloverSlot(occupied, sponsorPath);
    occupied.add(slot.path);
    idByPath.set(slot.path, row!.id);
    pathByKey.set(demo.key, slot.path);
    await tx.insert(treeNodes).values({
      customerId: row!.id,
      parentId: idByPath.get(slot.parentPath)!,
      side: slot.side,
      depth: slot.path.length,
      path: slot.path,
      placedAt: joinedAt,
    });
    await tx.execute(sql`UPDATE tree_nodes SET child_count = child_count + 1 WHERE path = ${slot.parentPath}`);

    if (demo.bank) {
      await tx.insert(kycDetails).values({
        customerId: row!.id,
        accountHolderName: [demo.firstName, demo.middleName, demo.lastName].filter(Boolean).join(" "),
        bankName: demo.bank.bankName,
        branch: demo.bank.branch,
        ifsc: demo.bank.ifsc,
        accountNumberEncrypted: encryptField(demo.bank.accountNumber),
        accountNumberLast4: demo.bank.accountNumber.slice(-4),
        updatedBy: userIds[index]!,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      });
    }
    members.push({ id: row!.id, key: demo.key, joinedAt, joinedDaysAgo: memberJoinedDaysAgo(index) });
  }

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
