"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useTransition, type InputHTMLAttributes } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast/toast";
import { fieldErrorsOf } from "@/lib/api/envelope";
import { customerMessageKey, makeCustomerSchemas, type KycForm, type KycInput } from "@/lib/validation/customer";
import { updateKycAction } from "./actions";

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-rose-500";

/** /kyc: bank name, branch, IFSC (format checked), account number entered twice. */
export function KycClient({ initial }: { initial: { bank_name: string; branch: string; ifsc: string } | null }) {
  const t = useTranslations("CustomerKyc");
  const tv = useTranslations("CustomerValidation");
  const router = useRouter();
  const schema = useMemo(() => makeCustomerSchemas((key) => tv(key)).kyc, [tv]);
  const { register, handleSubmit, formState, setError, reset } = useForm<KycForm, unknown, KycInput>({
    resolver: zodResolver(schema),
    mode: "onChange",
    defaultValues: { bank_name: initial?.bank_name ?? "", branch: initial?.branch ?? "", ifsc: initial?.ifsc ?? "", account_no: "", confirm_account_no: "" },
  });
  const [saving, startSaving] = useTransition();
  const errors = formState.errors;
  const translate = (message: string) => {
    const key = customerMessageKey(message);
    return key ? tv(key) : message;
  };
  const submit = (input: KycInput) =>
    startSaving(async () => {
      const answer = await updateKycAction(input);
      if (answer.status === "success") {
        toast.success(t("saved"));
        reset({ bank_name: input.bank_name, branch: input.branch, ifsc: input.ifsc, account_no: "", confirm_account_no: "" });
        router.refresh();
        return;
      }
      const fields = fieldErrorsOf(answer.errors);
      const names = Object.keys(fields) as (keyof KycForm)[];
      for (const name of names) setError(name, { type: "server", message: translate(fields[name]!) });
      if (names.length === 0 && answer.errors.msg) toast.error(translate(answer.errors.msg));
    });
  const field = (name: keyof KycForm, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <div>
      <label htmlFor={name} className="text-sm font-semibold text-stone-800">{label}</label>
      <input id={name} aria-invalid={Boolean(errors[name])} aria-describedby={`${name}-error`} className={inputClass} {...props} {...register(name)} />
      {hint ? <p className="mt-1 text-xs text-stone-500">{hint}</p> : null}
      {errors[name]?.message ? <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-rose-700">{errors[name]?.message}</p> : null}
    </div>
  );
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-2">
        {field("bank_name", t("bankName"), { autoComplete: "off" })}
        {field("branch", t("branch"), { autoComplete: "off" })}
      </div>
      {field("ifsc", t("ifsc"), { maxLength: 11, autoCapitalize: "characters", autoComplete: "off" }, t("ifscHint"))}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("account_no", t("accountNo"), { inputMode: "numeric", maxLength: 18, autoComplete: "off" })}
        {field("confirm_account_no", t("confirmAccountNo"), { inputMode: "numeric", maxLength: 18, autoComplete: "off" })}
      </div>
      <button type="submit" disabled={saving} className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:justify-self-start">
        {saving ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
        {t("submit")}
      </button>
    </form>
  );
}
