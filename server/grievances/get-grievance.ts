import "server-only";
import { asc, eq } from "drizzle-orm";
import type { GrievanceKind } from "@/lib/validation/admin-grievances";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { contactMessages, customers, fraudReports, grievanceNotes, sales, shops, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { assertRole } from "@/server/auth/actor";

export type GrievanceDetail = {
  kind: GrievanceKind;
  id: number;
  from: { name: string; mobile: string | null; email: string | null; customerId: number | null; customerCode: string | null };
  subject: string;
  body: string;
  status: "new" | "acknowledged" | "resolved";
  createdAt: Date;
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
  handledBy: string | null;
  /** A "Not my purchase?" report's sale, its shop and what became of it. */
  sale: { id: number; shopId: number; shopName: string; amountPaise: number; items: string; createdAt: Date; reversed: boolean } | null;
  notes: { id: number; note: string; fromStatus: string; toStatus: string; at: Date; by: string | null }[];
};

const NOT_FOUND = () => new AppError("not_found", { userMessage: "Grievance not found." });

/** One contact message or fraud report with everything done about it, oldest note first. */
export async function getGrievance({ actor, kind, id, db = appDb }: { actor: Actor; kind: GrievanceKind; id: number; db?: Executor }): Promise<GrievanceDetail> {
  assertRole(actor, "operator");
  let head: Omit<GrievanceDetail, "notes" | "kind" | "handledBy" | "sale"> & { handledById: string | null };
  let sale: GrievanceDetail["sale"] = null;
  if (kind === "contact") {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) throw NOT_FOUND();
    head = { id: row.id, from: { name: row.name, mobile: row.mobile, email: row.email, customerId: null, customerCode: null }, subject: row.subject, body: row.query, status: row.status, createdAt: row.createdAt, acknowledgedAt: row.acknowledgedAt, resolvedAt: row.resolvedAt, handledById: row.handledBy };
  } else {
    const [row] = await db
      .select({
        report: fraudReports,
        firstName: customers.firstName,
        lastName: customers.lastName,
        code: customers.code,
        mobile: user.phoneNumber,
        email: user.email,
        sale: { id: sales.id, shopId: sales.shopId, amountPaise: sales.amountPaise, items: sales.items, createdAt: sales.createdAt, status: sales.status },
        shopName: shops.name,
      })
      .from(fraudReports)
      .innerJoin(customers, eq(customers.id, fraudReports.customerId))
      .innerJoin(user, eq(user.id, customers.userId))
      .leftJoin(sales, eq(sales.id, fraudReports.saleId))
      .leftJoin(shops, eq(shops.id, sales.shopId))
      .where(eq(fraudReports.id, id));
    if (!row) throw NOT_FOUND();
    const r = row.report;
    if (row.sale) sale = { id: row.sale.id, shopId: row.sale.shopId, shopName: row.shopName ?? "", amountPaise: row.sale.amountPaise, items: row.sale.items, createdAt: row.sale.createdAt, reversed: row.sale.status === "reversed" };
    head = { id: r.id, from: { name: `${row.firstName} ${row.lastName}`.trim(), mobile: row.mobile, email: row.email, customerId: r.customerId, customerCode: row.code }, subject: r.subject, body: r.body, status: r.status, createdAt: r.createdAt, acknowledgedAt: r.acknowledgedAt, resolvedAt: r.resolvedAt, handledById: r.handledBy };
  }
  const noteColumn = kind === "contact" ? grievanceNotes.contactMessageId : grievanceNotes.fraudReportId;
  const [notes, handledBy] = await Promise.all([
    db
      .select({ id: grievanceNotes.id, note: grievanceNotes.note, fromStatus: grievanceNotes.fromStatus, toStatus: grievanceNotes.toStatus, at: grievanceNotes.createdAt, by: user.name })
      .from(grievanceNotes)
      .leftJoin(user, eq(user.id, grievanceNotes.authorUserId))
      .where(eq(noteColumn, id))
      .orderBy(asc(grievanceNotes.createdAt), asc(grievanceNotes.id)),
    head.handledById ? db.select({ name: user.name }).from(user).where(eq(user.id, head.handledById)).then((rows) => rows[0]?.name ?? null) : null,
  ]);
  return { kind, id: head.id, from: head.from, subject: head.subject, body: head.body, status: head.status, createdAt: head.createdAt, acknowledgedAt: head.acknowledgedAt, resolvedAt: head.resolvedAt, handledBy, sale, notes };
}
