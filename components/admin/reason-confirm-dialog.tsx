"use client";

import { useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { fieldErrorsOf, type ApiResponse } from "@/lib/api/envelope";
import { adminInput, adminSecondaryButton } from "./form-feedback";

type Props<T> = {
  /** The button that opens the dialog. */
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  reasonLabel?: string;
  /** Restoring may do without a reason; suspending and reversing may not. */
  reasonRequired?: boolean;
  tone?: "danger" | "default";
  /** A server action bound to its record: gets the reason, answers the product's envelope. */
  action: (input: { reason: string }) => Promise<ApiResponse<T>>;
  success: string | ((data: T) => string);
  buttonClassName?: string;
};

const danger = "inline-flex min-h-9 items-center justify-center rounded-lg bg-rose-700 px-4 text-sm font-semibold text-white hover:bg-rose-800 disabled:opacity-60";
const primary = "inline-flex min-h-9 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

/**
 * A console action that needs a second thought (suspend, reverse, restore): a button opening a modal
 * dialog that says what will happen and asks for the reason, which goes into the audit log. The
 * server's field error shows under the reason, anything else as a toast; on success the page reloads
 * its data.
 */
export function ReasonConfirmDialog<T>({ label, title, description, confirmLabel, reasonLabel = "Reason", reasonRequired = true, tone = "danger", action, success, buttonClassName }: Props<T>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [busy, startBusy] = useTransition();

  const close = () => {
    dialog.current?.close();
    setError(undefined);
  };
  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    if (reasonRequired && !reason.trim()) {
      setError("Please give a reason.");
      return;
    }
    startBusy(async () => {
      const answer = await action({ reason: reason.trim() });
      if (answer.status === "success") {
        toast.success(typeof success === "function" ? success(answer.data) : success);
        setReason("");
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
      <button type="button" className={buttonClassName ?? (tone === "danger" ? danger : primary)} onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog ref={dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`} className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 p-0 shadow-xl backdrop:bg-stone-900/40">
        <form onSubmit={confirm} noValidate className="grid gap-4 p-5">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">{title}</h2>
          <p id={`${id}-description`} className="text-sm text-stone-600">{description}</p>
          <div>
            <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-stone-800">
              {reasonLabel}
              {reasonRequired ? null : <span className="font-normal text-stone-500"> (optional)</span>}
            </label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              className={adminInput}
            />
            {error ? <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-rose-700">{error}</p> : null}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={adminSecondaryButton} onClick={close}>Cancel</button>
            <button type="submit" disabled={busy} className={tone === "danger" ? danger : primary}>
              {busy ? "Working…" : confirmLabel}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
