"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { adminButton } from "@/components/admin/form-feedback";
import { formatIstDateTimePadded } from "@/lib/admin/format";
import type { ModerationRow } from "@/server/news/list-comments-for-operator";
import { moderateCommentsAction } from "./actions";
import { pluralize } from "@/lib/format";

const STATUS_STYLE = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  approved: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  hidden: "bg-stone-100 text-stone-700 ring-stone-200",
} as const;
const STATUS_LABEL = { pending: "Pending", approved: "Approved", hidden: "Hidden" } as const;

/** The queue's rows with a selection for bulk approval, and approve / hide on each row. */
export function ModerationClient({ rows }: { rows: ModerationRow[] }) {
  const router = useRouter();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, startTransition] = useTransition();
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));

  const moderate = (ids: number[], status: "approved" | "hidden") =>
    startTransition(async () => {
      const answer = await moderateCommentsAction({ ids, status });
      if (answer.status === "success") {
        const n = answer.data.changed;
        toast.success(status === "approved" ? `${pluralize(n, "comment", "comments")} approved.` : `${pluralize(n, "comment", "comments")} hidden.`);
        setSelected(new Set());
        router.refresh();
      } else {
        toast.error(answer.errors.msg ?? answer.errors.ids ?? "Please try again.");
      }
    });
  const toggle = (id: number) => setSelected((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  if (rows.length === 0) return <p className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-600">Nothing here. The queue is clear.</p>;
  const small = "inline-flex min-h-8 items-center rounded-md border px-2.5 text-xs font-semibold disabled:opacity-50";

  return (
    <div className="rounded-xl border border-stone-200 bg-white">
      <div className="flex flex-wrap items-center gap-3 border-b border-stone-200 px-3 py-2 text-sm">
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.id)))} className="size-4 rounded border-stone-300" />
          Select all on this page
        </label>
        <button type="button" disabled={selected.size === 0 || pending} onClick={() => moderate([...selected], "approved")} className={adminButton}>
          Approve selected ({selected.size})
        </button>
      </div>
      <ul className="divide-y divide-stone-100">
        {rows.map((row) => (
          <li key={row.id} data-testid="comment-row" className="grid gap-2 px-3 py-3 sm:grid-cols-[auto_1fr_auto] sm:items-start">
            <input type="checkbox" checked={selected.has(row.id)} onChange={() => toggle(row.id)} aria-label={`Select the comment by ${row.name}`} className="mt-1 size-4 rounded border-stone-300" />
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-semibold text-stone-900">{row.name}</span>
                <span className="text-stone-500">{row.email}</span>
                <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[row.status]}`}>{STATUS_LABEL[row.status]}</span>
                <span className="text-stone-500">{formatIstDateTimePadded(row.createdAt)}</span>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-stone-800">{row.body}</p>
              <p className="mt-1 text-xs text-stone-500">
                On{" "}
                {row.news.status === "published" ? (
                  <a href={`/news/${row.news.id}/${row.news.slug}`} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 hover:underline">{row.news.title}</a>
                ) : (
                  <span className="font-semibold">{row.news.title} (draft)</span>
                )}
                {row.moderatedAt ? ` · ${STATUS_LABEL[row.status].toLowerCase()} ${formatIstDateTimePadded(row.moderatedAt)}${row.moderatedBy ? ` by ${row.moderatedBy}` : ""}` : null}
              </p>
            </div>
            <div className="flex gap-2">
              {row.status !== "approved" ? (
                <button type="button" disabled={pending} onClick={() => moderate([row.id], "approved")} className={`${small} border-emerald-300 bg-emerald-50 text-emerald-800 hover:bg-emerald-100`} aria-label={`Approve the comment by ${row.name}`}>Approve</button>
              ) : null}
              {row.status !== "hidden" ? (
                <button type="button" disabled={pending} onClick={() => moderate([row.id], "hidden")} className={`${small} border-stone-300 bg-white text-stone-700 hover:bg-stone-50`} aria-label={`Hide the comment by ${row.name}`}>Hide</button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
