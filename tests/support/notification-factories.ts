import { sql } from "drizzle-orm";
import type { Executor } from "../../server/db/connect";
import { ensureLedgerAccount } from "../../server/ledger/ensure-account";
import { postLedger } from "../../server/ledger/post-ledger";
import { createCustomer, createUser } from "./factories";

export type NotificationRowSeen = { id: number; userId: string; kind: string; eventKey: string; params: Record<string, unknown>; link: string; locale: string; sms: number };

/** A person's notifications, oldest first, each with how many SMS delivery rows it has (0 or 1) and the language it is rendered in (the person's). */
export async function notificationsOf(db: Executor, userId: string): Promise<NotificationRowSeen[]> {
  const { rows } = await db.execute<{ id: string; user_id: string; kind: string; event_key: string; params: Record<string, unknown>; link: string; locale: string; sms: string }>(sql`
    SELECT n.id, n.user_id, n.kind, n.event_key, n.params, n.link, (SELECT u.locale FROM "user" u WHERE u.id = n.user_id) AS locale,
           (SELECT count(*) FROM notification_deliveries d WHERE d.notification_id = n.id)::text AS sms
    FROM notifications n WHERE n.user_id = ${userId} ORDER BY n.id`);
  return rows.map((r) => ({ id: Number(r.id), userId: r.user_id, kind: r.kind, eventKey: r.event_key, params: r.params, link: r.link, locale: r.locale, sms: Number(r.sms) }));
}

/** A member with a pending payout line of `amountPaise` in a batch of its own, the amount credited to their commission account. */
export async function pendingPayoutLine(db: Executor, amountPaise = 1_800_00) {
  const owner = await createUser(db);
  const member = await createCustomer(db, { userId: owner.id });
  const account = await ensureLedgerAccount(db, "member_commission", { customerId: member.id });
  const expense = await ensureLedgerAccount(db, "commission_expense");
  await postLedger(db, { kind: "commission_credit", memo: "test credit", entries: [{ accountId: account, amountPaise }, { accountId: expense, amountPaise: -amountPaise }] });
  const { rows: batch } = await db.execute<{ id: string }>(sql`INSERT INTO payout_batches (status, total_paise, line_count) VALUES ('exported', ${amountPaise}, 1) RETURNING id`);
  const { rows: line } = await db.execute<{ id: string }>(sql`
    INSERT INTO payout_lines (batch_id, member_id, amount_paise, account_holder_name, bank_name, branch, ifsc, account_number_encrypted, account_number_last4)
    VALUES (${batch[0]!.id}, ${member.id}, ${amountPaise}, 'Asha Patil', 'State Bank of India', 'Pune', 'SBIN0000001', 'x', '4321') RETURNING id`);
  return { userId: owner.id, memberId: member.id, lineId: Number(line[0]!.id), batchId: Number(batch[0]!.id) };
}
