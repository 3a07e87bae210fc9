"use client";

import { useRouter } from "@/i18n/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { adminButton, adminSecondaryButton } from "@/components/admin/form-feedback";
import { MoneyDialog } from "@/components/admin/money-dialog";
import { formatPaise } from "@/lib/money";
import { createPayoutBatchAction } from "./actions";
import { pluralize } from "@/lib/format";

type Preview = { members: number; totalPaise: number; waitingForKycMembers: number; waitingForKycPaise: number };

/** "Create payout batch": says what it will take (members with complete KYC, amounts of closed months), then makes it. */
export function CreateBatchButton({ preview }: { preview: Preview }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const create = () =>
    startTransition(async () => {
      const answer = await createPayoutBatchAction();
      if (answer.status === "success") {
        toast.success(`Batch ${answer.data.batchId} created: ${answer.data.lineCount} lines, ${formatPaise(answer.data.totalPaise)}.`);
        setOpen(false);
        router.push(`/admin/payouts/${answer.data.batchId}`);
      } else {
        toast.error(answer.errors.msg ?? "The batch could not be created.");
      }
    });
  return (
    <>
      <button type="button" className={adminButton} onClick={() => setOpen(true)}>Create payout batch</button>
      <MoneyDialog open={open} onClose={() => !pending && setOpen(false)} title="Create a payout batch?">
        <div className="grid gap-3 text-sm text-stone-700">
          <p>
            The batch takes every closed month&apos;s approved amount not yet in a batch, and held amounts whose KYC is now complete or whose payment failed:
            one line per member, with the bank details on file now.
          </p>
          <p className="rounded-lg bg-stone-50 px-3 py-2 font-semibold text-stone-900">
            Ready to pay: {pluralize(preview.members, "member", "members")}, {formatPaise(preview.totalPaise)}.
          </p>
          {preview.waitingForKycMembers > 0 ? (
            <p>Waiting for KYC (not included): {pluralize(preview.waitingForKycMembers, "member", "members")}, {formatPaise(preview.waitingForKycPaise)}.</p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={adminSecondaryButton} onClick={() => setOpen(false)} disabled={pending}>Cancel</button>
            <button type="button" className={adminButton} onClick={create} disabled={pending}>{pending ? "Creating…" : "Create batch"}</button>
          </div>
        </div>
      </MoneyDialog>
    </>
  );
}
