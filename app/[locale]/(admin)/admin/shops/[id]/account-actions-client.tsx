"use client";

import { useState, useTransition } from "react";
import { toast } from "sonner";
import { adminSecondaryButton } from "@/components/admin/form-feedback";
import { ReasonConfirmDialog } from "@/components/admin/reason-confirm-dialog";
import { formatIstDateTime } from "@/lib/admin/format";
import { restoreShopAction, sendPasswordCodeAction, suspendShopAction } from "../actions";

/** Suspend or restore the shop and its owner, and send the owner a password reset code. */
export function AccountActionsClient({ shopId, suspended, mobile }: { shopId: number; suspended: boolean; mobile: string | null }) {
  const [confirming, setConfirming] = useState(false);
  const [sending, startSending] = useTransition();

  const send = () =>
    startSending(async () => {
      const answer = await sendPasswordCodeAction(shopId);
      setConfirming(false);
      if (answer.status === "success") toast.success(`A reset code was sent by SMS to ${answer.data.mobile}, valid till ${formatIstDateTime(answer.data.expiresAt)}.`);
      else toast.error(answer.errors.msg ?? "The code could not be sent. Please try again.");
    });

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {suspended ? (
          <ReasonConfirmDialog
            label="Restore shop"
            title="Restore this shop?"
            description="The owner can log in and record sales again, and the shop returns to the public site if it was published."
            confirmLabel="Restore"
            reasonRequired={false}
            tone="default"
            action={(input) => restoreShopAction(shopId, input)}
            success="Shop restored."
          />
        ) : (
          <ReasonConfirmDialog
            label="Suspend shop"
            title="Suspend this shop?"
            description="The shop disappears from the public site, the owner is signed out everywhere and can neither log in nor record sales until it is restored. The wallet keeps its balance."
            confirmLabel="Suspend"
            action={(input) => suspendShopAction(shopId, input)}
            success="Shop suspended. The owner has been signed out."
          />
        )}
        {!suspended && !confirming ? (
          <button type="button" className={adminSecondaryButton} onClick={() => setConfirming(true)}>Reset password</button>
        ) : null}
      </div>
      {confirming ? (
        <div role="group" aria-label="Confirm password reset" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p>Send a password reset code by SMS to {mobile ?? "the owner"}? The owner sets a new password on the reset-password page; the current one works until then.</p>
          <div className="mt-2 flex gap-2">
            <button type="button" disabled={sending} onClick={send} className="inline-flex min-h-9 items-center rounded-lg bg-amber-700 px-3 font-semibold text-white hover:bg-amber-800 disabled:opacity-60">{sending ? "Sending…" : "Send the code"}</button>
            <button type="button" onClick={() => setConfirming(false)} className={adminSecondaryButton}>Cancel</button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
