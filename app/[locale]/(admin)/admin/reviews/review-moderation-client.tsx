"use client";

import { ReasonConfirmDialog } from "@/components/admin/reason-confirm-dialog";
import { formatIstDateTimePadded } from "@/lib/admin/format";
import type { ReviewModerationRow } from "@/server/reviews/list-reviews";
import { hideReviewAction, restoreReviewAction } from "./actions";

const REASON_LABEL: Record<string, string> = {
  spam: "Spam or advertising",
  offensive: "Abusive or offensive",
  not_genuine: "Not a genuine experience",
  personal_info: "Shares personal information",
  other: "Something else",
};
const small = "inline-flex min-h-8 items-center rounded-lg border px-2.5 text-xs font-semibold";

/** One review with its reports and the operator's Hide, Keep or Restore (each asks for the reason, which is audited). */
export function ReviewModerationItem({ row }: { row: ReviewModerationRow }) {
  const status = row.hidden ? "Hidden by an operator" : row.unverified ? "Hidden: purchases reversed" : "Public";
  return (
    <li data-testid="review-row" className="grid gap-2 px-3 py-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-stone-900">
            {row.rating}/5 · {row.author}
            {row.customerCode ? ` (${row.customerCode})` : ""}
          </span>
          <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${row.isPublic ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-stone-100 text-stone-700 ring-stone-200"}`}>{status}</span>
          <span className="text-stone-600">{formatIstDateTimePadded(row.createdAt)}{row.editedAt ? " (edited)" : ""}</span>
        </p>
        {row.body ? <p className="mt-1 whitespace-pre-line break-words text-stone-800">{row.body}</p> : <p className="mt-1 text-stone-600">(a rating without words)</p>}
        <p className="mt-1 text-xs text-stone-600">
          At{" "}
          {row.shop.published ? (
            <a href={`/shops/${row.shop.id}/${row.shop.slug}`} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 hover:underline">{row.shop.name}</a>
          ) : (
            <span className="font-semibold">{row.shop.name}</span>
          )}
          {row.hidden ? ` · hidden ${formatIstDateTimePadded(row.hidden.at)}${row.hidden.by ? ` by ${row.hidden.by}` : ""}: ${row.hidden.reason}` : ""}
        </p>
        {row.reports.length > 0 ? (
          <ul className="mt-2 space-y-1 border-l-2 border-amber-300 pl-3 text-sm">
            {row.reports.map((report) => (
              <li key={report.id} className="break-words text-stone-800">
                <span className="font-semibold">{REASON_LABEL[report.reason] ?? report.reason}</span>
                {report.details ? `: ${report.details}` : ""}
                <span className="text-stone-600"> — {report.reporter || "someone"}, {formatIstDateTimePadded(report.createdAt)}{report.status === "open" ? "" : ` (${report.status})`}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {!row.hidden ? (
          <ReasonConfirmDialog
            label="Hide"
            title="Hide this review?"
            description={`It leaves ${row.shop.name}'s page and rating at once${row.openReports > 0 ? `, and its ${row.openReports === 1 ? "report is" : `${row.openReports} reports are`} marked upheld` : ""}. You can restore it later.`}
            confirmLabel="Hide review"
            reasonLabel="Why is this review hidden?"
            action={(input) => hideReviewAction(row.id, input)}
            success="Review hidden."
            buttonClassName={`${small} border-rose-300 text-rose-800 hover:bg-rose-50`}
          />
        ) : null}
        {row.hidden || row.openReports > 0 ? (
          <ReasonConfirmDialog
            label={row.hidden ? "Restore" : "Keep"}
            title={row.hidden ? "Restore this review?" : "Keep this review?"}
            description={`${row.hidden ? "It shows again on the shop's page and counts in its rating" : "It stays on the shop's page"}${row.unverified ? " once its author has a purchase there again" : ""}; its open reports are dismissed.`}
            confirmLabel={row.hidden ? "Restore review" : "Keep review"}
            reasonLabel="Why?"
            tone="default"
            action={(input) => restoreReviewAction(row.id, input)}
            success={row.hidden ? "Review restored." : "Reports dismissed."}
            buttonClassName={`${small} border-stone-300 bg-white text-stone-700 hover:bg-stone-50`}
          />
        ) : null}
      </div>
    </li>
  );
}
