"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { adminButton, adminInput, adminSecondaryButton, showFailure } from "@/components/admin/form-feedback";
import { MoneyDialog } from "@/components/admin/money-dialog";
import { formatPaise } from "@/lib/money";
import { adminMarkFailedSchema, adminMarkPaidSchema, type AdminMarkFailedForm, type AdminMarkPaidForm } from "@/lib/validation/admin-payouts";
import type { PayoutLineRow } from "@/server/payouts/get-payout-batch";
import { markFailedAction, markFailedBulkAction, markPaidAction } from "../actions";

type SingleTarget = { kind: "paid"; line: PayoutLineRow } | { kind: "failed"; line: PayoutLineRow };
type FailedTarget = { kind: "failed"; line: PayoutLineRow } | { kind: "bulk-failed"; batchId: number; lineIds: number[] };
export type LineTarget = SingleTarget | FailedTarget | null;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? <p id={id} role="alert" className="mt-1 text-sm text-rose-700">{message}</p> : null;
}

function MarkPaidForm({ line, onDone }: { line: PayoutLineRow; onDone: () => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const { register, handleSubmit, setError, formState } = useForm<AdminMarkPaidForm, unknown, { lineId: number; utr: string }>({
    resolver: zodResolver(adminMarkPaidSchema),
    defaultValues: { lineId: line.id, utr: "" },
  });
  const submit = handleSubmit((input) =>
    startTransition(async () => {
      const answer = await markPaidAction(input);
      if (answer.status === "success") {
        toast.success(`${line.reference} marked paid (UTR ${input.utr}).`);
        onDone();
        router.refresh();
      } else showFailure(answer, ["utr"] as const, setError);
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 text-sm">
      <p>{line.code} · {line.name} · {formatPaise(line.amountPaise)} · a/c ••••{line.accountLast4}</p>
      <div>
        <label htmlFor="utr" className="font-semibold text-stone-800">UTR (bank reference)</label>
        <input id="utr" autoFocus autoComplete="off" autoCapitalize="characters" maxLength={22} placeholder="SBIN326123456789" aria-invalid={Boolean(formState.errors.utr)} aria-describedby="utr-error" className={`${adminInput} font-mono uppercase`} {...register("utr")} />
        <FieldError id="utr-error" message={formState.errors.utr?.message} />
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className={adminSecondaryButton} onClick={onDone} disabled={pending}>Cancel</button>
        <button type="submit" className={adminButton} disabled={pending}>{pending ? "Saving…" : "Mark paid"}</button>
      </div>
    </form>
  );
}

function MarkFailedForm({ target, onDone }: { target: FailedTarget; onDone: () => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const { register, handleSubmit, setError, formState } = useForm<AdminMarkFailedForm, unknown, { lineId: number; reason: string }>({
    resolver: zodResolver(adminMarkFailedSchema),
    defaultValues: { lineId: target.kind === "failed" ? target.line.id : target.lineIds[0], reason: "" },
  });
  const submit = handleSubmit(({ lineId, reason }) =>
    startTransition(async () => {
      const answer = target.kind === "failed"
        ? await markFailedAction({ lineId, reason })
        : await markFailedBulkAction({ batchId: target.batchId, lineIds: target.lineIds, reason });
      if (answer.status === "success") {
        toast.success(target.kind === "failed" ? `${target.line.reference} marked failed: its amount is held for the next batch.` : `${target.lineIds.length} lines marked failed.`);
        onDone();
        router.refresh();
      } else showFailure(answer, ["reason"] as const, setError);
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 text-sm">
      <p>
        {target.kind === "failed" ? `${target.line.code} · ${target.line.name} · ${formatPaise(target.line.amountPaise)}.` : `${target.lineIds.length} selected lines.`}{" "}
        The amount goes back to held and joins the next batch.
      </p>
      <div>
        <label htmlFor="reason" className="font-semibold text-stone-800">Reason</label>
        <input id="reason" autoFocus autoComplete="off" maxLength={200} placeholder="Account closed" aria-invalid={Boolean(formState.errors.reason)} aria-describedby="reason-error" className={adminInput} {...register("reason")} />
        <FieldError id="reason-error" message={formState.errors.reason?.message} />
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className={adminSecondaryButton} onClick={onDone} disabled={pending}>Cancel</button>
        <button type="submit" className={`${adminButton} bg-rose-700 hover:bg-rose-800`} disabled={pending}>{pending ? "Saving…" : "Mark failed"}</button>
      </div>
    </form>
  );
}

/** The mark-paid (UTR) and mark-failed (reason) dialogs for one line, or failed for several. */
export function LineDialogs({ target, onClose }: { target: LineTarget; onClose: () => void }) {
  const title = !target ? "" : target.kind === "paid" ? `Mark ${target.line.reference} paid` : target.kind === "failed" ? `Mark ${target.line.reference} failed` : "Mark selected lines failed";
  return (
    <MoneyDialog open={target !== null} onClose={onClose} title={title}>
      {target?.kind === "paid" ? <MarkPaidForm key={target.line.id} line={target.line} onDone={onClose} /> : null}
      {target && target.kind !== "paid" ? <MarkFailedForm key={target.kind === "failed" ? target.line.id : target.lineIds.join(",")} target={target} onDone={onClose} /> : null}
    </MoneyDialog>
  );
}
