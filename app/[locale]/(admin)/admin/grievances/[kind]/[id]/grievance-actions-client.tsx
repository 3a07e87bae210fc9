"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { adminButton, adminInput, adminSecondaryButton } from "@/components/admin/form-feedback";
import { fieldErrorsOf } from "@/lib/api/envelope";
import type { GrievanceAction, GrievanceKind } from "@/lib/validation/admin-grievances";
import { updateGrievanceAction } from "../../actions";

const DONE: Record<GrievanceAction, string> = {
  acknowledge: "Acknowledged.",
  resolve: "Resolved.",
  reopen: "Reopened.",
  note: "Note added.",
};

/** A note and the next steps this grievance's status allows. */
export function GrievanceActionsClient({ kind, id, status }: { kind: GrievanceKind; id: number; status: "new" | "acknowledged" | "resolved" }) {
  const router = useRouter();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const run = (action: GrievanceAction) =>
    startTransition(async () => {
      const answer = await updateGrievanceAction({ kind, id, action, note });
      if (answer.status === "success") {
        toast.success(DONE[action]);
        setNote("");
        setError(undefined);
        router.refresh();
        return;
      }
      const fields = fieldErrorsOf(answer.errors);
      if (fields.note) setError(fields.note);
      else toast.error(answer.errors.msg ?? "Please try again.");
    });

  return (
    <form onSubmit={(event) => event.preventDefault()} aria-label="Act on this grievance" className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <div>
        <label htmlFor="grievance-note" className="text-sm font-semibold text-stone-800">Note <span className="font-normal text-stone-500">(what was done, whom you spoke to; optional when acknowledging)</span></label>
        <textarea id="grievance-note" rows={3} value={note} onChange={(event) => setNote(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? "grievance-note-error" : undefined} className={adminInput} />
        {error ? <p id="grievance-note-error" role="alert" className="mt-1 text-sm text-rose-700">{error}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {status === "new" ? <button type="button" disabled={pending} onClick={() => run("acknowledge")} className={adminButton}>Acknowledge</button> : null}
        {status !== "resolved" ? <button type="button" disabled={pending} onClick={() => run("resolve")} className={status === "new" ? adminSecondaryButton : adminButton}>Resolve</button> : null}
        {status === "resolved" ? <button type="button" disabled={pending} onClick={() => run("reopen")} className={adminSecondaryButton}>Reopen</button> : null}
        <button type="button" disabled={pending} onClick={() => run("note")} className={adminSecondaryButton}>Add note only</button>
      </div>
    </form>
  );
}
