"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast/toast";
import type { z } from "zod";
import { fieldErrorsOf, type ApiResponse } from "@/lib/api/envelope";
import { applyRateBp, formatPaise } from "@/lib/money";
import { makeSalesSchemas, minimumSalePaise, SALES_MESSAGES, salesMessageKey, type AddSaleForm } from "@/lib/validation/sales";
import { addSaleAction, checkCustomerAction } from "./actions";

type Parsed = z.output<ReturnType<typeof makeSalesSchemas>["addSale"]>;
type Review = Parsed & { customerName: string | null };

const FIELDS = ["cust_id", "amount", "items"] as const;
const input = "mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-rose-500";

export function AddSaleClient({ interestRateBp, walletPaise }: { interestRateBp: number; walletPaise: number }) {
  const t = useTranslations("Franchisee");
  const tv = useTranslations("FranchiseeValidation");
  const router = useRouter();
  const schemas = useMemo(() => makeSalesSchemas((key) => tv(key)), [tv]);
  const translate = (message: string) => {
    const key = salesMessageKey(message);
    return key ? tv(key) : message;
  };
  const newKey = () => crypto.randomUUID();
  const form = useForm<AddSaleForm, unknown, Parsed>({
    resolver: zodResolver(schemas.addSale),
    mode: "onChange",
    defaultValues: { cust_id: "", amount: "", items: "", idempotency_key: newKey() },
  });
  const { register, handleSubmit, formState, setError, clearErrors, getValues, setValue, reset } = form;
  const [customerName, setCustomerName] = useState<string | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [verifying, startVerify] = useTransition();
  const [saving, startSave] = useTransition();

  const showFailure = (answer: Extract<ApiResponse<unknown>, { status: "failure" }>) => {
    const fields = fieldErrorsOf(answer.errors);
    let shown = false;
    for (const field of FIELDS) {
      if (fields[field]) {
        setError(field, { type: "server", message: translate(fields[field]) });
        shown = true;
      }
    }
    if (answer.errors.msg && !shown) toast.error(translate(answer.errors.msg));
    // The key names the sale it first recorded: after the owner changed the form, a new one lets them
    // record it (the message asks them to check their sales list first).
    if (answer.errors.msg === SALES_MESSAGES.keyReused) setValue("idempotency_key", newKey());
  };

  const toReview = (values: Parsed) => {
    const minimum = minimumSalePaise(interestRateBp);
    if (values.amount < minimum) return setError("amount", { type: "min", message: tv("amountBelowFeeMinimum", { min: formatPaise(minimum) }) });
    setReview({ ...values, customerName });
  };

  const verify = () => {
    const code = getValues("cust_id").trim();
    setCustomerName(null);
    // docs/product.md#validation-rules-and-messages: Verify calls the server only when the code is non-empty.
    if (!code) return setError("cust_id", { type: "required", message: tv("codeRequired") });
    clearErrors("cust_id");
    startVerify(async () => {
      const answer = await checkCustomerAction({ cust_id: code });
      if (answer.status === "success") setCustomerName(`${answer.data.f_name} ${answer.data.l_name}`.trim());
      else showFailure(answer);
    });
  };

  const confirm = () => {
    if (!review) return;
    startSave(async () => {
      const answer = await addSaleAction({ cust_id: review.cust_id, amount: (review.amount / 100).toFixed(2), items: review.items, idempotency_key: review.idempotency_key });
      if (answer.status === "success") {
        toast.success(t("saleRecorded"));
        setReview(null);
        setCustomerName(null);
        reset({ cust_id: "", amount: "", items: "", idempotency_key: newKey() });
        router.refresh();
      } else {
        setReview(null);
        showFailure(answer);
      }
    });
  };

  if (review) {
    const interest = applyRateBp(review.amount, interestRateBp);
    const after = walletPaise - interest;
    return (
      <div className="grid gap-4" aria-live="polite">
        <h2 className="text-lg font-semibold text-stone-900">{t("confirmTitle")}</h2>
        <dl className="grid gap-2 rounded-xl bg-stone-50 p-4 text-sm">
          <Row label={t("confirmCustomer")} value={review.customerName ? `${review.cust_id} · ${review.customerName}` : review.cust_id} />
          <Row label={t("confirmAmount")} value={formatPaise(review.amount)} />
          <Row label={t("confirmItems")} value={review.items} />
          <Row label={t("confirmInterest", { rate: interestRateBp / 100 })} value={formatPaise(interest)} strong />
          {/* A wallet that cannot cover the interest shows what is missing, never a balance of ₹0.00. */}
          {after < 0 ? (
            <Row label={t("confirmShortfall")} value={formatPaise(-after)} danger />
          ) : (
            <Row label={t("confirmBalanceAfter")} value={formatPaise(after)} />
          )}
        </dl>
        {after < 0 ? <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">{t("confirmShortBy", { amount: formatPaise(-after) })}</p> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => setReview(null)} className="min-h-11 rounded-lg border border-stone-300 px-5 font-semibold text-stone-800 hover:bg-stone-50">
            {t("edit")}
          </button>
          <button type="button" onClick={confirm} disabled={saving || after < 0} className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60">
            {saving ? <Spinner /> : null}
            {t("confirm")}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(toReview)} className="grid gap-4">
      <div>
        <label htmlFor="cust_id" className="text-sm font-semibold text-stone-800">{t("customerCode")}</label>
        <div className="flex gap-2">
          <input id="cust_id" autoComplete="off" autoCapitalize="characters" placeholder={t("customerCodePlaceholder")} aria-invalid={Boolean(formState.errors.cust_id)} aria-describedby="cust_id-error cust_id-name" className={input} {...register("cust_id", { onChange: () => setCustomerName(null) })} />
          <button type="button" onClick={verify} disabled={verifying} className="mt-1 inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60">
            {verifying ? <Spinner /> : null}
            {t("verify")}
          </button>
        </div>
        <FieldError id="cust_id-error" message={formState.errors.cust_id?.message} />
        {customerName ? <p id="cust_id-name" className="mt-1 text-sm font-medium text-emerald-700">{t("verifiedAs", { name: customerName })}</p> : null}
      </div>
      <div>
        <label htmlFor="amount" className="text-sm font-semibold text-stone-800">{t("amount")}</label>
        <input id="amount" inputMode="decimal" autoComplete="off" aria-invalid={Boolean(formState.errors.amount)} aria-describedby="amount-error" className={input} {...register("amount")} />
        <FieldError id="amount-error" message={formState.errors.amount?.message} />
      </div>
      <div>
        <label htmlFor="items" className="text-sm font-semibold text-stone-800">{t("items")}</label>
        <textarea id="items" rows={2} placeholder={t("itemsPlaceholder")} aria-invalid={Boolean(formState.errors.items)} aria-describedby="items-error" className={input} {...register("items")} />
        <FieldError id="items-error" message={formState.errors.items?.message} />
      </div>
      <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">{t("review")}</button>
    </form>
  );
}

function Row({ label, value, strong, danger }: { label: string; value: string; strong?: boolean; danger?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className={danger ? "font-semibold text-rose-800" : "text-stone-600"}>{label}</dt>
      <dd className={`text-right ${danger ? "font-bold text-rose-800" : strong ? "font-bold text-brand-900" : "font-medium text-stone-900"}`}>{value}</dd>
    </div>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? <p id={id} role="alert" className="mt-1 text-sm text-rose-700">{message}</p> : null;
}

function Spinner() {
  return <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />;
}
