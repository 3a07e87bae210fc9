"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { adminButton, adminSecondaryButton } from "@/components/admin/form-feedback";
import type { ApiResponse } from "@/lib/api/envelope";
import { fieldErrorsOf } from "@/lib/api/envelope";
import { pluralize } from "@/lib/format";

/**
 * The bank round trip: download the bulk NEFT file (a POST: it marks the batch exported and is
 * audited), and upload the bank's response (reference, status, UTR, reason) to mark lines paid or failed.
 */
export function BankTools({ batchId, pendingCount }: { batchId: number; pendingCount: number }) {
  const router = useRouter();
  const file = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, startUpload] = useTransition();
  const upload = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setProblems(["Choose the bank's response file (CSV)."]);
      return;
    }
    startUpload(async () => {
      const body = new FormData();
      body.set("file", chosen);
      const response = await fetch(`/api/v1/admin/payouts/${batchId}/bank-response`, { method: "POST", body });
      const answer = (await response.json()) as ApiResponse<{ paid: number; failed: number; unchanged: number }>;
      if (answer.status === "success") {
        setProblems([]);
        toast.success(`Bank response recorded: ${answer.data.paid} paid, ${answer.data.failed} failed${answer.data.unchanged ? `, ${answer.data.unchanged} already recorded` : ""}.`);
        if (file.current) file.current.value = "";
        router.refresh();
      } else {
        const rows = fieldErrorsOf(answer.errors);
        setProblems(Object.entries(rows).map(([row, message]) => (row === "file" ? message : `${row[0]!.toUpperCase()}${row.slice(1)}: ${message}`)));
        toast.error(answer.errors.msg ?? "The file could not be recorded.");
      }
    });
  };
  return (
    <div className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm lg:grid-cols-2">
      <form
        method="post"
        action={`/api/v1/admin/payouts/${batchId}/bank-file`}
        // The download leaves this page in place; refresh it to show the batch as exported.
        onSubmit={() => window.setTimeout(() => router.refresh(), 1500)}
        className="grid content-start gap-2"
      >
        <h2 className="font-bold text-stone-900">1. Bank file</h2>
        <p className="text-sm text-stone-600">
          {pendingCount > 0 ? `${pluralize(pendingCount, "pending line", "pending lines")}: beneficiary, account number, IFSC, amount and reference, for the bank's bulk NEFT upload.` : "No pending line left to send."}
        </p>
        <button type="submit" className={`${adminButton} justify-self-start`} disabled={pendingCount === 0}>Download bank file (CSV)</button>
      </form>
      <form onSubmit={upload} className="grid content-start gap-2" noValidate>
        <h2 className="font-bold text-stone-900">2. Bank response</h2>
        <label htmlFor="bank-response" className="text-sm text-stone-600">
          The bank&apos;s response CSV with columns Reference, Status (paid or failed), UTR and Reason. All rows are recorded, or none.
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <input ref={file} id="bank-response" name="file" type="file" accept=".csv,text/csv" className="text-sm" aria-describedby="bank-response-problems" />
          <button type="submit" className={adminSecondaryButton} disabled={uploading}>{uploading ? "Recording…" : "Upload response"}</button>
        </div>
        {problems.length > 0 ? (
          <ul id="bank-response-problems" role="alert" className="max-h-48 list-disc overflow-y-auto pl-5 text-sm text-rose-800">
            {problems.map((p) => <li key={p}>{p}</li>)}
          </ul>
        ) : null}
      </form>
    </div>
  );
}
