"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useMemo, useState, useTransition, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast/toast";
import { CityCombobox } from "@/components/shops/city-combobox";
import { OpeningHoursEditor } from "@/components/franchisee/opening-hours-editor";
import { RichTextEditor } from "@/components/franchisee/rich-text-editor";
import { fieldErrorsOf } from "@/lib/api/envelope";
import { makeProfileSchema, profileMessageKey, STATE_OPTION, WEEKDAYS, type FranchiseeProfileForm, type FranchiseeProfileInput } from "@/lib/validation/franchisee-profile";
import type { FranchiseeProfile } from "@/server/franchisees/get-franchisee-profile";
import { updateProfileAction } from "./actions";

const LocationPickerMap = dynamic(() => import("@/components/franchisee/location-picker-map"), { ssr: false });
const NAGPUR = { latitude: 21.1458, longitude: 79.0882 };
const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-rose-500";
type FieldName = keyof FranchiseeProfileForm;

export function ProfileClient({ profile, categories, cityName, tileUrl }: { profile: FranchiseeProfile; categories: { id: number; name: string }[]; cityName?: string; tileUrl: string }) {
  const t = useTranslations("FranchiseeProfile");
  const tv = useTranslations("FranchiseeProfileValidation");
  const router = useRouter();
  const schema = useMemo(() => makeProfileSchema((key) => tv(key)), [tv]);
  const { aadhar_last4: aadharLast4, ...values } = profile;
  const form = useForm<FranchiseeProfileForm, unknown, FranchiseeProfileInput>({
    resolver: zodResolver(schema),
    mode: "onChange",
    // Maharashtra is the only state on offer (docs/product.md#validation-rules-and-messages), whatever an older record held.
    defaultValues: { ...values, aadhar_no: "", franchisee_state: STATE_OPTION },
  });
  const { register, control, handleSubmit, formState, setError, setValue } = form;
  const [saving, startSaving] = useTransition();
  const [picking, setPicking] = useState(false);
  const errors = formState.errors;
  const latitude = useWatch({ control, name: "latitude" });
  const longitude = useWatch({ control, name: "longitude" });
  const translate = (message: string) => {
    const key = profileMessageKey(message);
    return key ? tv(key) : message;
  };
  const setPosition = (lat: number, lng: number) => {
    setValue("latitude", Number(lat.toFixed(6)), { shouldDirty: true, shouldValidate: true });
    setValue("longitude", Number(lng.toFixed(6)), { shouldDirty: true, shouldValidate: true });
  };
  const locate = () =>
    navigator.geolocation?.getCurrentPosition(
      (position) => {
        setPosition(position.coords.latitude, position.coords.longitude);
        setPicking(true);
      },
      () => toast.error(t("locationFailed")),
      { enableHighAccuracy: true, timeout: 10_000 },
    );

  const submit = (input: FranchiseeProfileInput) =>
    startSaving(async () => {
      const answer = await updateProfileAction(input);
      if (answer.status === "success") {
        toast.success(t("saved"));
        setValue("aadhar_no", "");
        router.refresh();
        return;
      }
      const fields = fieldErrorsOf(answer.errors);
      const names = Object.keys(fields) as FieldName[];
      for (const name of names) setError(name, { type: "server", message: translate(fields[name]!) });
      if (names.length === 0 && answer.errors.msg) toast.error(translate(answer.errors.msg));
    });

  const err = (name: FieldName) => {
    const error = errors[name] as { message?: string } | undefined;
    return error?.message ? <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-rose-700">{error.message}</p> : null;
  };
  const field = (name: FieldName, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}, hint?: ReactNode) => (
    <div>
      <label htmlFor={name} className="text-sm font-semibold text-stone-800">{label}</label>
      <input id={name} aria-invalid={Boolean(errors[name])} aria-describedby={`${name}-error`} className={inputClass} {...props} {...register(name as "franchisee_name")} />
      {hint ? <p className="mt-1 text-xs text-stone-500">{hint}</p> : null}
      {err(name)}
    </div>
  );
  const dayLabels = Object.fromEntries(WEEKDAYS.map((day) => [day, t(`days.${day}`)])) as Record<(typeof WEEKDAYS)[number], string>;

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-6">
      <Section title={t("shopSection")}>
        {field("franchisee_name", t("name"), { autoComplete: "organization" })}
        {field("franchisee_name_mr", t("nameMr"), { lang: "mr", maxLength: 120, autoComplete: "off" }, t("nameMrHint"))}
        {field("franchisee_name_hi", t("nameHi"), { lang: "hi", maxLength: 120, autoComplete: "off" }, t("nameHiHint"))}
        <div>
          <label htmlFor="category_id" className="text-sm font-semibold text-stone-800">{t("category")}</label>
          <select id="category_id" aria-invalid={Boolean(errors.category_id)} aria-describedby="category_id-error" className={inputClass} {...register("category_id")}>
            <option value="">{t("selectCategory")}</option>
            {categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </select>
          {err("category_id")}
        </div>
        {field("brands", t("brands"), {}, t("brandsHint"))}
      </Section>

      <Section title={t("contactSection")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("email", t("email"), { type: "email", autoComplete: "email", inputMode: "email" })}
          {field("office_no", t("officeNo"), { type: "tel", inputMode: "tel", autoComplete: "tel" })}
          {field("aadhar_no", t("aadhar"), { inputMode: "numeric", maxLength: 12, autoComplete: "off" }, aadharLast4 ? t("aadharOnFile", { last4: aadharLast4 }) : undefined)}
          {field("pan_no", t("pan"), { maxLength: 10, autoCapitalize: "characters", autoComplete: "off" })}
        </div>
      </Section>

      <Section title={t("addressSection")}>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor="franchisee_state" className="text-sm font-semibold text-stone-800">{t("state")}</label>
            <select id="franchisee_state" aria-invalid={Boolean(errors.franchisee_state)} className={inputClass} {...register("franchisee_state")}>
              <option value="">{t("selectState")}</option>
              <option value={STATE_OPTION}>{STATE_OPTION}</option>
            </select>
            {err("franchisee_state")}
          </div>
          <div>
            <Controller
              control={control}
              name="franchisee_city"
              render={({ field: city }) => (
                <CityCombobox selectedName={cityName} value={city.value} onChange={(slug) => city.onChange(slug)} label={t("city")} placeholder={t("cityPlaceholder")} clearLabel={t("cityClear")} emptyLabel={t("cityEmpty")} showLabel name="franchisee_city" />
              )}
            />
            {err("franchisee_city")}
          </div>
          {field("franchisee_pincode", t("pincode"), { inputMode: "numeric", maxLength: 6, autoComplete: "postal-code" })}
        </div>
        <div>
          <label htmlFor="franchisee_address" className="text-sm font-semibold text-stone-800">{t("address")}</label>
          <textarea id="franchisee_address" rows={2} aria-invalid={Boolean(errors.franchisee_address)} aria-describedby="franchisee_address-error" className={inputClass} {...register("franchisee_address")} />
          {err("franchisee_address")}
        </div>
        <div>
          <p className="text-sm font-semibold text-stone-800">{t("position")}</p>
          <p className="text-xs text-stone-500">{t("positionHint")}</p>
          <p className="mt-1 text-sm text-stone-700 tabular-nums">{latitude !== null && latitude !== undefined && longitude !== null && longitude !== undefined ? `${latitude}, ${longitude}` : t("noPosition")}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" onClick={() => setPicking(true)} className="min-h-10 rounded-lg border border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">{t("showPicker")}</button>
            <button type="button" onClick={locate} className="min-h-10 rounded-lg border border-stone-300 px-3 text-sm font-semibold text-stone-700 hover:bg-stone-50">{t("useLocation")}</button>
            {latitude !== null && latitude !== undefined ? (
              <button type="button" onClick={() => { setValue("latitude", null, { shouldDirty: true }); setValue("longitude", null, { shouldDirty: true }); }} className="min-h-10 rounded-lg px-3 text-sm font-semibold text-rose-700 hover:bg-rose-50">{t("clearPosition")}</button>
            ) : null}
          </div>
          {picking ? (
            <div className="mt-3">
              <LocationPickerMap latitude={latitude ?? NAGPUR.latitude} longitude={longitude ?? NAGPUR.longitude} tileUrl={tileUrl} onPick={setPosition} />
            </div>
          ) : null}
          {err("latitude")}
        </div>
      </Section>

      <Section title={t("hoursSection")}>
        <Controller
          control={control}
          name="opening_hours"
          render={({ field: hours }) => (
            <OpeningHoursEditor
              value={hours.value ?? []}
              onChange={hours.onChange}
              error={(errors.opening_hours as { message?: string } | undefined)?.message ?? (Array.isArray(errors.opening_hours) ? errors.opening_hours.find(Boolean)?.close?.message : undefined)}
              labels={{ days: dayLabels, open: t("open"), close: t("close"), apply: t("apply"), closed: t("closed"), remove: t("remove"), pickDays: t("pickDays"), selectAll: t("selectAll") }}
            />
          )}
        />
      </Section>

      <Section title={t("aboutSection")}>
        {(["details", "features"] as const).map((name) => (
          <div key={name}>
            <span id={`${name}-label`} className="text-sm font-semibold text-stone-800">{t(name)}</span>
            <Controller
              control={control}
              name={name}
              render={({ field: text }) => (
                <RichTextEditor id={name} value={text.value ?? ""} onChange={text.onChange} invalid={Boolean(errors[name])} describedBy={`${name}-error`} labels={{ bold: t("bold"), italic: t("italic"), bullets: t("bullets"), numbers: t("numbers"), label: t(name) }} />
              )}
            />
            {err(name)}
          </div>
        ))}
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
