"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useTransition, type InputHTMLAttributes, type ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/lib/toast/toast";
import { refreshViewer } from "@/lib/auth/use-viewer";
import { CityCombobox } from "@/components/shops/city-combobox";
import { fieldErrorsOf } from "@/lib/api/envelope";
import { CUSTOMER_STATE, customerMessageKey, GENDERS, makeCustomerSchemas, type CustomerProfileForm, type CustomerProfileInput } from "@/lib/validation/customer";
import type { CustomerProfile } from "@/server/customers/get-customer-profile";
import { updateCustomerProfileAction } from "./actions";

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-rose-500";
type FieldName = keyof CustomerProfileForm;

/** /profile 'My Profile' (docs/product.md#screens-and-routes, #validation-rules-and-messages): every field checked on each change; server field errors under fields. */
export function CustomerProfileClient({ profile, cityName }: { profile: CustomerProfile; cityName?: string }) {
  const t = useTranslations("CustomerProfile");
  const tv = useTranslations("CustomerValidation");
  const router = useRouter();
  const schema = useMemo(() => makeCustomerSchemas((key) => tv(key)).profile, [tv]);
  const form = useForm<CustomerProfileForm, unknown, CustomerProfileInput>({
    resolver: zodResolver(schema),
    mode: "onChange",
    defaultValues: {
      firstName: profile.firstName,
      middleName: profile.middleName,
      lastName: profile.lastName,
      email: profile.email,
      gender: profile.gender,
      age: profile.age,
      aadhar_no: "",
      pan_no: profile.pan_no,
      state: profile.state,
      city: profile.city,
      pincode: profile.pincode,
      address: profile.address,
    },
  });
  const { register, control, handleSubmit, formState, setError, setValue } = form;
  const [saving, startSaving] = useTransition();
  const errors = formState.errors;
  const translate = (message: string) => {
    const key = customerMessageKey(message);
    return key ? tv(key) : message;
  };

  const submit = (input: CustomerProfileInput) =>
    startSaving(async () => {
      const answer = await updateCustomerProfileAction(input);
      if (answer.status === "success") {
        toast.success(t("saved"));
        setValue("aadhar_no", "");
        // The header's menu is labelled with the first name: ask /api/v1/me again.
        await refreshViewer();
        router.refresh();
        return;
      }
      const fields = fieldErrorsOf(answer.errors);
      const names = Object.keys(fields) as FieldName[];
      for (const name of names) setError(name, { type: "server", message: translate(fields[name]!) });
      if (names.length === 0 && answer.errors.msg) toast.error(translate(answer.errors.msg));
    });

  const err = (name: FieldName) => {
    const message = errors[name]?.message;
    return message ? <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-rose-700">{message}</p> : null;
  };
  const field = (name: FieldName, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}, hint?: ReactNode) => (
    <div>
      <label htmlFor={name} className="text-sm font-semibold text-stone-800">{label}</label>
      <input id={name} aria-invalid={Boolean(errors[name])} aria-describedby={`${name}-error`} className={inputClass} {...props} {...register(name)} />
      {hint ? <p className="mt-1 text-xs text-stone-500">{hint}</p> : null}
      {err(name)}
    </div>
  );

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-6">
      <Section title={t("personalSection")}>
        <div className="grid gap-4 sm:grid-cols-3">
          {field("firstName", t("firstName"), { autoComplete: "given-name" })}
          {field("middleName", t("middleName"), { autoComplete: "additional-name" })}
          {field("lastName", t("lastName"), { autoComplete: "family-name" })}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {field("email", t("email"), { type: "email", autoComplete: "email", inputMode: "email" })}
          <div>
            <label htmlFor="gender" className="text-sm font-semibold text-stone-800">{t("gender")}</label>
            <select id="gender" aria-invalid={Boolean(errors.gender)} className={inputClass} {...register("gender")}>
              <option value="">{t("selectGender")}</option>
              {GENDERS.map((gender) => <option key={gender} value={gender}>{t(`genders.${gender}`)}</option>)}
            </select>
            {err("gender")}
          </div>
          {field("age", t("age"), { inputMode: "numeric", maxLength: 2 })}
        </div>
      </Section>

      <Section title={t("identitySection")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("aadhar_no", t("aadhar"), { inputMode: "numeric", maxLength: 12, autoComplete: "off" }, profile.aadhar_last4 ? t("aadharOnFile", { last4: profile.aadhar_last4 }) : t("aadharHint"))}
          {field("pan_no", t("pan"), { maxLength: 10, autoCapitalize: "characters", autoComplete: "off" })}
        </div>
      </Section>

      <Section title={t("addressSection")}>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor="state" className="text-sm font-semibold text-stone-800">{t("state")}</label>
            <select id="state" aria-invalid={Boolean(errors.state)} className={inputClass} {...register("state")}>
              <option value="">{t("selectState")}</option>
              <option value={CUSTOMER_STATE}>{CUSTOMER_STATE}</option>
            </select>
            {err("state")}
          </div>
          <div>
            <Controller
              control={control}
              name="city"
              render={({ field: city }) => (
                <CityCombobox selectedName={cityName} value={city.value ?? ""} onChange={(slug) => city.onChange(slug)} label={t("city")} placeholder={t("cityPlaceholder")} clearLabel={t("cityClear")} emptyLabel={t("cityEmpty")} showLabel name="city" />
              )}
            />
            {err("city")}
          </div>
          {field("pincode", t("pincode"), { inputMode: "numeric", maxLength: 6, autoComplete: "postal-code" })}
        </div>
        <div>
          <label htmlFor="address" className="text-sm font-semibold text-stone-800">{t("address")}</label>
          <textarea id="address" rows={2} aria-invalid={Boolean(errors.address)} aria-describedby="address-error" className={inputClass} {...register("address")} />
          {err("address")}
        </div>
      </Section>

      <button type="submit" disabled={saving} className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:justify-self-start">
        {saving ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
        {t("submit")}
      </button>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <legend className="sr-only">{title}</legend>
      <h2 aria-hidden="true" className="text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </fieldset>
  );
}
