import "server-only";
import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/list-params";
import type { AdminShopFilterParams } from "@/lib/validation/admin-shops";
import { type Actor, assertRole } from "@/server/auth/actor";
import { cappedCount, LIST_COUNT_CAP } from "@/server/db/capped-count";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { categories, cities, franchisees, ledgerAccounts, shops, user } from "@/server/db/schema";

export type AdminShopFilters = AdminShopFilterParams;

export type AdminShopRow = {
  id: number;
  slug: string;
  name: string;
  categoryName: string;
  cityName: string | null;
  pincode: string | null;
  ownerName: string;
  ownerMobile: string | null;
  status: "draft" | "published" | "suspended";
  franchiseeStatus: "active" | "suspended";
  interestRateBp: number;
  featured: boolean;
  bestDeal: boolean;
  walletBalancePaise: number;
  createdAt: string;
};

function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The filters as one WHERE on shops. A search of digits looks for the owner's login mobile or the
 * shop's contact number (exact when ten digits, else as the start of one); any other text matches
 * the shop's names or the owner's name. Each alternative is a subquery on one table's own index
 * (pg_trgm for names, the unique phone index for a whole number), so the OR never forces a scan of
 * the joined rows.
 */
export function adminShopWhere(filters: AdminShopFilters): SQL | undefined {
  const search = filters.search.trim();
  let searchWhere: SQL | undefined;
  if (/^\d{3,10}$/.test(search)) {
    const owners =
      search.length === 10
        ? sql`SELECT f.id FROM franchisees f JOIN "user" u ON u.id = f.user_id WHERE u.phone_number = ${search}`
        : sql`SELECT f.id FROM franchisees f JOIN "user" u ON u.id = f.user_id WHERE u.phone_number LIKE ${`${search}%`}`;
    searchWhere = or(sql`${shops.franchiseeId} IN (${owners})`, search.length === 10 ? eq(shops.mobile, search) : sql`${shops.mobile} LIKE ${`${search}%`}`);
  } else if (search) {
    const pattern = likeContains(search);
    searchWhere = sql`${shops.id} IN (
      SELECT s.id FROM shops s WHERE s.name ILIKE ${pattern} OR s.name_mr ILIKE ${pattern}
      UNION SELECT s.id FROM shops s JOIN franchisees f ON f.id = s.franchisee_id WHERE f.owner_name ILIKE ${pattern})`;
  }
  return and(
    searchWhere,
    filters.city ? sql`${shops.cityId} = (SELECT id FROM cities WHERE slug = ${filters.city})` : undefined,
    filters.categoryId !== null ? eq(shops.categoryId, filters.categoryId) : undefined,
    filters.status !== "all" ? eq(shops.status, filters.status) : undefined,
  );
}

export const adminShopColumns = {
  id: shops.id,
  slug: shops.slug,
  name: shops.name,
  categoryName: categories.name,
  cityName: cities.name,
  pincode: shops.pincode,
  ownerName: franchisees.ownerName,
  ownerMobile: user.phoneNumber,
  status: shops.status,
  franchiseeStatus: franchisees.status,
  interestRateBp: shops.interestRateBp,
  featured: shops.featured,
  bestDeal: shops.bestDeal,
  walletBalancePaise: sql<number>`coalesce(${ledgerAccounts.balancePaise}, 0)`.mapWith(Number),
  createdAt: shops.createdAt,
};

export function toAdminShopRow(row: Omit<AdminShopRow, "createdAt"> & { createdAt: Date }): AdminShopRow {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The shop list's joins: category, town, owner, login and wallet (a shop never topped up has none). */
export function selectAdminShops(db: Executor, where: SQL | undefined) {
  return db
    .select(adminShopColumns)
    .from(shops)
    .innerJoin(categories, eq(categories.id, shops.categoryId))
    .innerJoin(franchisees, eq(franchisees.id, shops.franchiseeId))
    .innerJoin(user, eq(user.id, franchisees.userId))
    .leftJoin(cities, eq(cities.id, shops.cityId))
    .leftJoin(ledgerAccounts, and(eq(ledgerAccounts.kind, "franchisee_wallet"), eq(ledgerAccounts.shopId, shops.id)))
    .where(where)
    .$dynamic();
}

/** Franchisees and their shops for the operator, the most recently added first, 20 a page. */
export async function listShopsForOperator({ actor, filters, page = 0, pageSize = ADMIN_PAGE_SIZE, db = appDb }: { actor: Actor; filters: AdminShopFilters; page?: number; pageSize?: number; db?: Executor }) {
  assertRole(actor, "operator", "Only operators can list shops.");
  const where = adminShopWhere(filters);
  const safePage = Math.min(page, Math.max(0, Math.ceil(LIST_COUNT_CAP / pageSize) - 1));
  const [rows, counted] = await Promise.all([
    // Newest record first by id (the primary key serves it); the page's ids first, then the joins for 20 rows.
    selectAdminShops(db, inArray(shops.id, db.select({ id: shops.id }).from(shops).where(where).orderBy(desc(shops.id)).limit(pageSize).offset(safePage * pageSize))).orderBy(desc(shops.id)),
    cappedCount(db, db.select({ one: sql`1` }).from(shops).where(where).getSQL()),
  ]);
  return { rows: rows.map(toAdminShopRow), total: counted.count, capped: counted.capped, page: safePage, pageSize };
}
