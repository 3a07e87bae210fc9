"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { adminButton, adminInput, adminSecondaryButton } from "@/components/admin/form-feedback";
import { fieldErrorsOf } from "@/lib/api/envelope";
import { blockCustomerAction, unblockCustomerAction } from "./actions";

/**
 * Block or unblock, behind a dialog that asks for the reason (it goes to the audit log). Blocking
 * signs the customer out everywhere; their money is untouched.
 */
export function BlockCustomerClient({ customerId, blocked, name, alsoFranchisee }: { customerId: number; blocked: boolean; name: string; alsoFranchisee: boolean }) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const titleId = useId();
  const verb = blocked ? "Unblock" : "Block";

  const close = () => {
    dialog.current?.close();
    setReason("");
    setError(undefined);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const action = blocked ? unblockCustomerAction : blockCustomerAction;
      const answer = await action({ customerId, reason });
      if (answer.status === "success") {
        toast.success(blocked ? `${name} is unblocked.` : `${name} is blocked and signed out.`);
        close();
        router.refresh();
        return;
      }
      const fields = fieldErrorsOf(answer.errors);
      if (fields.reason) setError(fields.reason);
      else toast.error(answer.errors.msg ?? "Please try again.");
    });
  };

  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()} className={blocked ? adminButton : "inline-flex min-h-9 items-center justify-center rounded-lg bg-rose-700 px-4 text-sm font-semibold text-white hover:bg-rose-800"}>
        {verb} customer
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} onClose={() => setError(undefined)} className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-stone-900/40">
        <form onSubmit={submit} className="grid gap-4 p-5">
          <h2 id={titleId} className="text-lg font-bold text-stone-900">{verb} {name}?</h2>
          <p className="text-sm text-stone-600">
            {blocked
              ? "They will be able to log in and use their account again."
              : alsoFranchisee
                ? "Their customer account stops working at once. The same login also runs a shop, so it is not banned: they can still use the shop back office."
                : "They are signed out everywhere and cannot log in until unblocked. Purchases, commissions and balances are not changed."}
          </p>
          <div>
            <label htmlFor={`${titleId}-reason`} className="text-sm font-semibold text-stone-800">Reason (kept in the audit log)</label>
            <textarea
              id={`${titleId}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              rows={3}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${titleId}-reason-error` : undefined}
              className={adminInput}
            />
            {error ? <p id={`${titleId}-reason-error`} role="alert" className="mt-1 text-sm text-rose-700">{error}</p> : null}
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" onClick={close} className={adminSecondaryButton}>Cancel</button>
            <button type="submit" disabled={pending} className={blocked ? adminButton : "inline-flex min-h-9 items-center justify-center rounded-lg bg-rose-700 px-4 text-sm font-semibold text-white hover:bg-rose-800 disabled:opacity-60"}>
              {pending ? "Saving…" : verb}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
