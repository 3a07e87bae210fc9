"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast/toast";
import { fieldErrorsOf } from "@/lib/api/envelope";
import { formatDate } from "@/lib/format";
import { formatPaise } from "@/lib/money";
import type { OwnPurchase } from "@/server/customers/get-own-purchase";
import { customerMessageKey, makeCustomerSchemas, type FraudReportForm, type FraudReportInput } from "@/lib/validation/customer";
import { reportFraudAction } from "./actions";

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-rose-500";

/**
 * docs/product.md#screens-and-routes /report-fraud: Subject and 'How can we help ?', both required after trimming; success clears the form.
 * With a purchase ("Not my purchase?" from its notification) the form names it and is filled in, so
 * one more tap files the report tied to that sale.
 */
export function ReportFraudClient({ purchase, saleAsked = false }: { purchase: OwnPurchase | null; saleAsked?: boolean }) {
  const t = useTranslations("CustomerFraud");
  const tv = useTranslations("CustomerValidation");
  const locale = useLocale();
  const schema = useMemo(() => makeCustomerSchemas((key) => tv(key)).report, [tv]);
  const filled = purchase
    ? { subject: t("notMineSubject", { saleId: String(purchase.saleId) }), reports: t("notMineBody", { amount: formatPaise(purchase.amountPaise), shopName: purchase.shopName, date: formatDate(purchase.createdAt, locale, "dateTime") }), sale_id: purchase.saleId }
    : { subject: "", reports: "" };
  const { register, handleSubmit, formState, setError, reset } = useForm<FraudReportForm, unknown, FraudReportInput>({ resolver: zodResolver(schema), defaultValues: filled });
  const [sending, startSending] = useTransition();
  const [sent, setSent] = useState(false);
  const [reported, setReported] = useState(purchase?.reportId !== null && purchase !== null);
  const errors = formState.errors;
  const translate = (message: string) => {
    const key = customerMessageKey(message);
    return key ? tv(key) : message;
  };
  const submit = (input: FraudReportInput) =>
    startSending(async () => {
      const answer = await reportFraudAction(input);
      if (answer.status === "success") {
        if (purchase) setReported(true);
        reset({ subject: "", reports: "" });
        // Said once, in the status line above the form (docs/decisions/117-form-success-said-once.md).
        setSent(true);
        return;
      }
      const fields = fieldErrorsOf(answer.errors);
      const names = Object.keys(fields) as (keyof FraudReportForm)[];
      for (const name of names) setError(name, { type: "server", message: translate(fields[name]!) });
      if (names.length === 0 && answer.errors.msg) toast.error(translate(answer.errors.msg));
    });
  const saleCard = purchase ? (
    <section aria-labelledby="reported-sale" data-testid="reported-sale" className="rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="reported-sale" className="font-semibold text-stone-900">{t("notMineTitle")}</h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">{t("saleShop")}</dt><dd className="font-medium text-stone-900">{purchase.shopName}</dd>
        <dt className="text-stone-600">{t("saleAmount")}</dt><dd className="font-medium text-stone-900">{formatPaise(purchase.amountPaise)}</dd>
        <dt className="text-stone-600">{t("saleItems")}</dt><dd className="break-words text-stone-900">{purchase.items}</dd>
        <dt className="text-stone-600">{t("saleTime")}</dt><dd className="text-stone-900">{formatDate(purchase.createdAt, locale, "dateTime")} · {t("saleNumber", { saleId: String(purchase.saleId) })}</dd>
      </dl>
    </section>
  ) : saleAsked ? (
    <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm font-medium text-rose-800">{tv("saleNotYours")}</p>
  ) : null;
  if (purchase && reported) {
    return (
      <>
        {saleCard}
        <p role="status" data-testid="sale-reported" className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-800">{t("alreadyReported")}</p>
      </>
    );
  }
  return (
    <>
    {saleCard}
    <form noValidate onSubmit={handleSubmit(submit)} onChange={() => setSent(false)} className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      {sent ? <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-800">{t("sent")}</p> : null}
      <div>
        <label htmlFor="subject" className="text-sm font-semibold text-stone-800">{t("subject")}</label>
        <input id="subject" placeholder={t("subjectPlaceholder")} aria-invalid={Boolean(errors.subject)} aria-describedby="subject-error" className={inputClass} {...register("subject")} />
        {errors.subject?.message ? <p id="subject-error" role="alert" className="mt-1 text-sm text-rose-700">{errors.subject.message}</p> : null}
      </div>
      <div>
        <label htmlFor="reports" className="text-sm font-semibold text-stone-800">{t("query")}</label>
        <textarea id="reports" rows={6} placeholder={t("queryPlaceholder")} aria-invalid={Boolean(errors.reports)} aria-describedby="reports-error" className={inputClass} {...register("reports")} />
        {errors.reports?.message ? <p id="reports-error" role="alert" className="mt-1 text-sm text-rose-700">{errors.reports.message}</p> : null}
      </div>
      <button type="submit" disabled={sending} className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:justify-self-start">
        {sending ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
        {purchase ? t("notMineSubmit") : t("submit")}
      </button>
    </form>
    </>
  );
}
