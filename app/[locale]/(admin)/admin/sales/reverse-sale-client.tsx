"use client";

import { ReasonConfirmDialog } from "@/components/admin/reason-confirm-dialog";
import { formatMonth } from "@/lib/admin/format";
import { formatPaise } from "@/lib/money";
import { reverseSaleAction } from "./actions";

/** The Reverse button of one sale: asks for the reason, says what happens to the wallet and commissions. */
export function ReverseSaleClient({ saleId, summary, interestPaise, monthClosed }: { saleId: number; summary: string; interestPaise: number; monthClosed: boolean }) {
  return (
    <ReasonConfirmDialog
      label="Reverse"
      title={`Reverse sale #${saleId}?`}
      description={`${summary}. Its interest of ${formatPaise(interestPaise)} returns to the shop's wallet. ${
        monthClosed
          ? "Its commission month is closed, so the commissions paid on it are taken back as negative adjustments in the next open month."
          : "Its commission month is still open, so it simply drops out of the month's commissions at the next run."
      } A reversal cannot be undone.`}
      confirmLabel="Reverse sale"
      reasonLabel="Why is this sale reversed?"
      action={(input) => reverseSaleAction(saleId, input)}
      success={(data) =>
        `Sale #${data.saleId} reversed: ${formatPaise(data.interestReturnedPaise)} back in the wallet (balance ${formatPaise(data.walletBalancePaise)}).${data.monthClosed ? ` ${formatMonth(data.countedMonth)} is closed: the next open month's run deducts its commissions.` : ""}`
      }
      buttonClassName="inline-flex min-h-8 items-center rounded-lg border border-rose-300 px-2.5 text-xs font-semibold text-rose-800 hover:bg-rose-50"
    />
  );
}
