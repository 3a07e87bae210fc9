"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { adminButton, adminInput, adminSecondaryButton, showFailure } from "@/components/admin/form-feedback";
import { MoneyDialog } from "@/components/admin/money-dialog";
import { formatPaise } from "@/lib/money";
import { correctionSchema, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, topUpSchema, type CorrectionForm, type TopUpForm } from "@/lib/validation/admin-wallet";
import { correctWalletAction, topUpWalletAction } from "../actions";

type Output<S> = S extends { _output: infer O } ? O : never;

function FieldError<F extends FieldValues>({ form, name }: { form: UseFormReturn<F, unknown, unknown>; name: Path<F> }) {
  const message = (form.formState.errors[name] as { message?: string } | undefined)?.message;
  return message ? <p id={`${String(name)}-error`} role="alert" className="mt-1 text-sm text-rose-700">{message}</p> : null;
}

/**
 * "Credit ₹5,000.00 to Shree Ganesh Kirana?": a money entry posts only after the operator has read
 * the amount back as the ledger will take it (an extra zero is the mistake this catches).
 */
function ConfirmEntry({ question, confirmLabel, busy, onConfirm, onCancel }: { question: string | null; confirmLabel: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <MoneyDialog open={question !== null} onClose={onCancel} title={question ?? ""}>
      <p className="text-sm text-stone-600">The entry goes into the shop&apos;s wallet ledger at once; a mistake is put right with a correction, never by editing it.</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={adminSecondaryButton}>Cancel</button>
        <button type="button" disabled={busy} onClick={onConfirm} className={adminButton}>{confirmLabel}</button>
      </div>
    </MoneyDialog>
  );
}

/**
 * Money a shop paid in: amount, method, reference. One idempotency key per filled-in form, so a
 * double click or a retry after a lost answer records the top-up once.
 */
export function TopUpFormClient({ shopId, shopName }: { shopId: number; shopName: string }) {
  const router = useRouter();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [busy, startBusy] = useTransition();
  const [question, setQuestion] = useState<string | null>(null);
  const form = useForm<TopUpForm, unknown, Output<typeof topUpSchema>>({ resolver: zodResolver(topUpSchema), defaultValues: { amount: "", method: "upi", reference: "", idempotency_key: key } });
  const { register, handleSubmit, setError, reset, formState } = form;
  const post = () =>
    startBusy(async () => {
      setQuestion(null);
      // The server parses the form as typed (rupees), with the same schema.
      const answer = await topUpWalletAction(shopId, { ...form.getValues(), idempotency_key: key });
      if (answer.status === "success") {
        toast.success(answer.data.duplicate ? "This top-up was already recorded." : `Top-up recorded. Wallet balance: ${formatPaise(answer.data.balancePaise)}.`);
        const next = crypto.randomUUID();
        setKey(next);
        reset({ amount: "", method: form.getValues("method"), reference: "", idempotency_key: next });
        router.refresh();
        return;
      }
      showFailure(answer, ["amount", "method", "reference"] as const, (field, error) => setError(field, error));
    });
  return (
    <form noValidate onSubmit={handleSubmit((parsed) => setQuestion(`Credit ${formatPaise(parsed.amount)} to ${shopName}?`))} aria-label="Top up the wallet" className="grid gap-3">
      <h3 className="font-semibold text-stone-900">Record a top-up</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="topup-amount" className="text-sm font-semibold text-stone-800">Amount (₹)</label>
          <input id="topup-amount" inputMode="decimal" autoComplete="off" aria-invalid={Boolean(formState.errors.amount)} aria-describedby="amount-error" className={adminInput} {...register("amount")} />
          <FieldError form={form} name="amount" />
        </div>
        <div>
          <label htmlFor="topup-method" className="text-sm font-semibold text-stone-800">Method</label>
          <select id="topup-method" className={adminInput} {...register("method")}>
            {PAYMENT_METHODS.map((method) => <option key={method} value={method}>{PAYMENT_METHOD_LABELS[method]}</option>)}
          </select>
          <FieldError form={form} name="method" />
        </div>
        <div>
          <label htmlFor="topup-reference" className="text-sm font-semibold text-stone-800">Reference</label>
          <input id="topup-reference" autoComplete="off" placeholder="UTR / UPI / cheque no." aria-invalid={Boolean(formState.errors.reference)} aria-describedby="reference-error" className={adminInput} {...register("reference")} />
          <FieldError form={form} name="reference" />
        </div>
      </div>
      <div>
        <button type="submit" disabled={busy} className={adminButton}>{busy ? "Recording…" : "Record top-up"}</button>
      </div>
      <ConfirmEntry question={question} confirmLabel="Yes, record the top-up" busy={busy} onConfirm={post} onCancel={() => setQuestion(null)} />
    </form>
  );
}

/**
 * A correction: a new posting, credit or debit, with its reason (and, optionally, the posting it
 * corrects). Never an edit of an earlier entry.
 */
export function CorrectionFormClient({ shopId, shopName, balancePaise }: { shopId: number; shopName: string; balancePaise: number }) {
  const router = useRouter();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [busy, startBusy] = useTransition();
  const [question, setQuestion] = useState<string | null>(null);
  const form = useForm<CorrectionForm, unknown, Output<typeof correctionSchema>>({
    resolver: zodResolver(correctionSchema),
    defaultValues: { direction: "debit", amount: "", reason: "", corrects_posting_id: "", idempotency_key: key },
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const post = () =>
    startBusy(async () => {
      setQuestion(null);
      const answer = await correctWalletAction(shopId, { ...form.getValues(), idempotency_key: key });
      if (answer.status === "success") {
        toast.success(answer.data.duplicate ? "This correction was already recorded." : `Correction recorded. Wallet balance: ${formatPaise(answer.data.balancePaise)}.`);
        const next = crypto.randomUUID();
        setKey(next);
        reset({ direction: "debit", amount: "", reason: "", corrects_posting_id: "", idempotency_key: next });
        router.refresh();
        return;
      }
      showFailure(answer, ["direction", "amount", "reason", "corrects_posting_id"] as const, (field, error) => setError(field, error));
    });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((parsed) => setQuestion(parsed.direction === "credit" ? `Credit ${formatPaise(parsed.amount)} to ${shopName}?` : `Debit ${formatPaise(parsed.amount)} from ${shopName}?`))}
      aria-label="Correct the wallet" className="grid gap-3">
      <h3 className="font-semibold text-stone-900">Correct the wallet</h3>
      <p className="text-sm text-stone-600">Adds a credit or a debit against company cash; earlier entries never change. A debit cannot take the balance ({formatPaise(balancePaise)}) below zero.</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <fieldset>
          <legend className="text-sm font-semibold text-stone-800">Direction</legend>
          <div className="mt-2 flex gap-4 text-sm">
            <label className="flex items-center gap-2"><input type="radio" value="debit" {...register("direction")} /> Debit</label>
            <label className="flex items-center gap-2"><input type="radio" value="credit" {...register("direction")} /> Credit</label>
          </div>
          <FieldError form={form} name="direction" />
        </fieldset>
        <div>
          <label htmlFor="correction-amount" className="text-sm font-semibold text-stone-800">Amount (₹)</label>
          <input id="correction-amount" inputMode="decimal" autoComplete="off" aria-invalid={Boolean(formState.errors.amount)} aria-describedby="amount-error" className={adminInput} {...register("amount")} />
          <FieldError form={form} name="amount" />
        </div>
        <div>
          <label htmlFor="correction-posting" className="text-sm font-semibold text-stone-800">Corrects posting</label>
          <input id="correction-posting" inputMode="numeric" autoComplete="off" placeholder="Optional, e.g. 330" aria-invalid={Boolean(formState.errors.corrects_posting_id)} aria-describedby="corrects_posting_id-error" className={adminInput} {...register("corrects_posting_id")} />
          <FieldError form={form} name="corrects_posting_id" />
        </div>
      </div>
      <div>
        <label htmlFor="correction-reason" className="text-sm font-semibold text-stone-800">Reason</label>
        <textarea id="correction-reason" rows={2} maxLength={500} aria-invalid={Boolean(formState.errors.reason)} aria-describedby="reason-error" className={adminInput} {...register("reason")} />
        <FieldError form={form} name="reason" />
      </div>
      <div>
        <button type="submit" disabled={busy} className={adminButton}>{busy ? "Recording…" : "Record correction"}</button>
      </div>
      <ConfirmEntry question={question} confirmLabel="Yes, record the correction" busy={busy} onConfirm={post} onCancel={() => setQuestion(null)} />
    </form>
  );
}
