"use client";

import { useState } from "react";
import { adminSecondaryButton } from "@/components/admin/form-feedback";
import { MoneyStatusBadge } from "@/components/admin/money-status-badge";
import { formatKolkataDateTime } from "@/lib/admin/format";
import { formatPaise } from "@/lib/money";
import type { PayoutLineRow } from "@/server/payouts/get-payout-batch";
import { LineDialogs, type LineTarget } from "./line-dialogs-client";

/** A batch's lines (one page): mark a pending line paid or failed, or select several and mark them failed. */
export function BatchLinesClient({ batchId, lines }: { batchId: number; lines: PayoutLineRow[] }) {
  const [target, setTarget] = useState<LineTarget>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const pendingIds = lines.filter((l) => l.status === "pending").map((l) => l.id);
  const visibleSelected = pendingIds.filter((id) => selected.has(id));
  const toggle = (id: number) => setSelected((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const small = "min-h-8 px-2.5 text-xs";
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
        <button
          type="button"
          className={`${adminSecondaryButton} ${small} border-rose-300 text-rose-800 hover:bg-rose-50`}
          disabled={visibleSelected.length === 0}
          onClick={() => setTarget({ kind: "bulk-failed", batchId, lineIds: visibleSelected })}
        >
          Mark selected failed{visibleSelected.length ? ` (${visibleSelected.length})` : ""}
        </button>
        <span className="text-stone-500">Select pending lines the bank rejected; paid lines need their own UTR (one at a time, or upload the bank&apos;s response file).</span>
      </div>
      <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
        <table className="w-full min-w-[60rem] text-sm">
          <caption className="sr-only">Payout lines of batch {batchId}</caption>
          <thead className="bg-stone-50 text-left text-xs text-stone-500 uppercase">
            <tr>
              <th scope="col" className="w-8 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label="Select every pending line on this page"
                  disabled={pendingIds.length === 0}
                  checked={pendingIds.length > 0 && visibleSelected.length === pendingIds.length}
                  onChange={(event) => setSelected(event.target.checked ? new Set(pendingIds) : new Set())}
                />
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">Reference</th>
              <th scope="col" className="px-3 py-2 font-semibold">Member</th>
              <th scope="col" className="px-3 py-2 font-semibold">Bank</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">Amount</th>
              <th scope="col" className="px-3 py-2 font-semibold">Status</th>
              <th scope="col" className="px-3 py-2 font-semibold">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {lines.length === 0 ? (
              <tr><td colSpan={7} className="px-3 py-8 text-center text-stone-500">No line matches these filters.</td></tr>
            ) : (
              lines.map((line) => (
                <tr key={line.id} className="align-top hover:bg-stone-50">
                  <td className="px-3 py-2">
                    {line.status === "pending" ? <input type="checkbox" aria-label={`Select ${line.reference}`} checked={selected.has(line.id)} onChange={() => toggle(line.id)} /> : null}
                  </td>
                  <th scope="row" className="px-3 py-2 text-left font-mono text-xs font-semibold">{line.reference}</th>
                  <td className="px-3 py-2">{line.code}<span className="block text-xs text-stone-600">{line.name}</span></td>
                  <td className="px-3 py-2 text-xs">{line.bankName}<span className="block text-stone-600">{line.ifsc} · a/c ••••{line.accountLast4}</span></td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatPaise(line.amountPaise)}</td>
                  <td className="px-3 py-2">
                    <MoneyStatusBadge status={line.status} />
                    {line.utr ? <span className="block font-mono text-xs text-stone-700">UTR {line.utr}</span> : null}
                    {line.paidAt ? <span className="block text-xs text-stone-500">{formatKolkataDateTime(line.paidAt)}</span> : null}
                    {line.failureReason ? <span className="block text-xs text-rose-800">{line.failureReason}</span> : null}
                  </td>
                  <td className="px-3 py-2">
                    {line.status === "pending" ? (
                      <div className="flex flex-wrap gap-1.5">
                        <button type="button" aria-label={`Mark ${line.reference} paid`} className={`${adminSecondaryButton} ${small}`} onClick={() => setTarget({ kind: "paid", line })}>Mark paid</button>
                        <button type="button" aria-label={`Mark ${line.reference} failed`} className={`${adminSecondaryButton} ${small} text-rose-800`} onClick={() => setTarget({ kind: "failed", line })}>Mark failed</button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <LineDialogs
        target={target}
        onClose={() => {
          setTarget(null);
          setSelected(new Set());
        }}
      />
    </>
  );
}
