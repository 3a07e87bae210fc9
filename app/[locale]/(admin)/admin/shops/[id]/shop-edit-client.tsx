"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState, useTransition, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { adminButton, adminInput, adminSecondaryButton, showFailure } from "@/components/admin/form-feedback";
import { OpeningHoursEditor } from "@/components/franchisee/opening-hours-editor";
import { RichTextEditor } from "@/components/franchisee/rich-text-editor";
import { CityCombobox } from "@/components/shops/city-combobox";
import { STATE_OPTION, WEEKDAYS } from "@/lib/validation/franchisee-profile";
import { updateAdminShopSchema, type UpdateAdminShopForm, type UpdateAdminShopInput } from "@/lib/validation/admin-shops";
import { updateAdminShopAction } from "../actions";

const LocationPickerMap = dynamic(() => import("@/components/franchisee/location-picker-map"), { ssr: false });
const NAGPUR = { latitude: 21.1458, longitude: 79.0882 };
const DAY_LABELS = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" } as const;
type Field = keyof UpdateAdminShopForm;
const FIELDS: readonly Field[] = ["franchisee_name", "franchisee_name_mr", "franchisee_name_hi", "category_id", "email", "office_no", "aadhar_no", "pan_no", "franchisee_state", "franchisee_city", "franchisee_pincode", "franchisee_address", "brands", "opening_hours", "details", "features", "latitude", "longitude", "owner_name", "interest_rate", "low_wallet_sales", "featured", "best_deal", "status"];

/** Every field of a shop for the operator: the owner's profile fields plus rate, flags and visibility. */
export function ShopEditClient({ shopId, values, categories, cityName, aadhaarLast4, suspended, tileUrl }: { shopId: number; values: UpdateAdminShopForm; categories: { id: number; name: string }[]; cityName: string | null; aadhaarLast4: string | null; suspended: boolean; tileUrl: string }) {
  const router = useRouter();
  const [saving, startSaving] = useTransition();
  const [picking, setPicking] = useState(false);
  const form = useForm<UpdateAdminShopForm, unknown, UpdateAdminShopInput>({ resolver: zodResolver(updateAdminShopSchema), mode: "onSubmit", defaultValues: { ...values, franchisee_state: STATE_OPTION } });
  const { register, control, handleSubmit, setError, setValue, formState } = form;
  const errors = formState.errors;
  const latitude = useWatch({ control, name: "latitude" });
  const longitude = useWatch({ control, name: "longitude" });

  const submit = () =>
    startSaving(async () => {
      // The server parses the form as typed with the same schema (the parsed rate is in basis points).
      const answer = await updateAdminShopAction(shopId, form.getValues());
      if (answer.status === "success") {
        toast.success("Shop saved.");
        setValue("aadhar_no", "");
        router.refresh();
        return;
      }
      showFailure(answer, FIELDS, (field, error) => setError(field, error));
    });

  const error = (name: Field) => {
    const message = (errors[name] as { message?: string } | undefined)?.message;
    return message ? <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-rose-700">{message}</p> : null;
  };
  const input = (name: "franchisee_name" | "franchisee_name_mr" | "franchisee_name_hi" | "email" | "office_no" | "aadhar_no" | "pan_no" | "franchisee_pincode" | "brands" | "owner_name" | "interest_rate" | "low_wallet_sales", label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <div>
      <label htmlFor={`edit-${name}`} className="text-sm font-semibold text-stone-800">{label}</label>
      <input id={`edit-${name}`} aria-invalid={Boolean(errors[name])} aria-describedby={`${name}-error`} className={adminInput} {...props} {...register(name)} />
      {hint ? <p className="mt-1 text-xs text-stone-500">{hint}</p> : null}
      {error(name)}
    </div>
  );
  const setPosition = (lat: number, lng: number) => {
    setValue("latitude", Number(lat.toFixed(6)), { shouldDirty: true, shouldValidate: true });
    setValue("longitude", Number(lng.toFixed(6)), { shouldDirty: true, shouldValidate: true });
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5" aria-label="Edit shop">
      <Section title="Shop">
        <div className="grid gap-4 sm:grid-cols-2">
          {input("franchisee_name", "Shop name")}
          {input("franchisee_name_mr", "Shop name in Marathi (optional)", { lang: "mr" }, "Shown on Marathi pages; the shop search finds either name.")}
          {input("franchisee_name_hi", "Shop name in Hindi (optional)", { lang: "hi" }, "Shown on Hindi pages; without it they show the English name, never the Marathi one.")}
          <div>
            <label htmlFor="edit-category_id" className="text-sm font-semibold text-stone-800">Category</label>
            <select id="edit-category_id" aria-invalid={Boolean(errors.category_id)} aria-describedby="category_id-error" className={adminInput} {...register("category_id")}>
              {categories.map((category) => <option key={category.id} value={category.id}>{category.name}</option>)}
            </select>
            {error("category_id")}
          </div>
          {input("interest_rate", "Interest rate (%)", { inputMode: "decimal" }, "Applies to sales recorded from now on.")}
          {input("low_wallet_sales", "Low-wallet warning (sales)", { inputMode: "numeric", maxLength: 5 }, "The owner is told when the wallet covers fewer sales than this at the last 30 days' average interest. 0 turns the warning off.")}
          <div>
            <label htmlFor="edit-status" className="text-sm font-semibold text-stone-800">Visibility</label>
            {suspended ? (
              <p id="edit-status" className="mt-1 text-sm text-stone-600">Suspended: restore the shop to change its visibility.</p>
            ) : (
              <select id="edit-status" className={adminInput} {...register("status")}>
                <option value="published">Published</option>
                <option value="draft">Draft (hidden)</option>
              </select>
            )}
            {error("status")}
          </div>
        </div>
        <div className="flex flex-wrap gap-6 text-sm">
          <label className="flex items-center gap-2"><input type="checkbox" {...register("featured")} /> Featured</label>
          <label className="flex items-center gap-2"><input type="checkbox" {...register("best_deal")} /> Best deal</label>
        </div>
        {input("brands", "Brands", {}, "Comma-separated; searched on the public site.")}
      </Section>

      <Section title="Owner and contact">
        <div className="grid gap-4 sm:grid-cols-2">
          {input("owner_name", "Owner's name")}
          {input("email", "Shop email", { type: "email", inputMode: "email" })}
          {input("office_no", "Office number", { type: "tel", inputMode: "tel" })}
          {input("pan_no", "Owner's PAN", { maxLength: 10, autoCapitalize: "characters" })}
          {input("aadhar_no", "Owner's Aadhaar", { inputMode: "numeric", maxLength: 12, autoComplete: "off" }, aadhaarLast4 ? `On file: XXXX XXXX ${aadhaarLast4}. Leave empty to keep it.` : "None on file.")}
        </div>
      </Section>

      <Section title="Address">
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor="edit-state" className="text-sm font-semibold text-stone-800">State</label>
            <select id="edit-state" className={adminInput} {...register("franchisee_state")}>
              <option value={STATE_OPTION}>{STATE_OPTION}</option>
            </select>
          </div>
          <div>
            <Controller
              control={control}
              name="franchisee_city"
              render={({ field }) => (
                <CityCombobox selectedName={cityName ?? undefined} value={field.value} onChange={(slug) => field.onChange(slug)} label="City" placeholder="Type to search towns" clearLabel="Clear city" emptyLabel="No town matches" showLabel name="franchisee_city" />
              )}
            />
            {error("franchisee_city")}
          </div>
          {input("franchisee_pincode", "Pincode", { inputMode: "numeric", maxLength: 6 })}
        </div>
        <div>
          <label htmlFor="edit-address" className="text-sm font-semibold text-stone-800">Address</label>
          <textarea id="edit-address" rows={2} aria-invalid={Boolean(errors.franchisee_address)} aria-describedby="franchisee_address-error" className={adminInput} {...register("franchisee_address")} />
          {error("franchisee_address")}
        </div>
        <div>
          <p className="text-sm font-semibold text-stone-800">Position on the map</p>
          <p className="mt-1 text-sm text-stone-700 tabular-nums">{latitude != null && longitude != null ? `${latitude}, ${longitude}` : "Not set: the shop is not listed in near-me searches."}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" onClick={() => setPicking(true)} className={adminSecondaryButton}>Pick on the map</button>
            {latitude != null ? (
              <button type="button" onClick={() => { setValue("latitude", null, { shouldDirty: true }); setValue("longitude", null, { shouldDirty: true }); }} className={adminSecondaryButton}>Clear position</button>
            ) : null}
          </div>
          {picking ? <div className="mt-3"><LocationPickerMap latitude={latitude ?? NAGPUR.latitude} longitude={longitude ?? NAGPUR.longitude} tileUrl={tileUrl} onPick={setPosition} /></div> : null}
          {error("latitude")}
        </div>
      </Section>

      <Section title="Opening hours">
        <Controller
          control={control}
          name="opening_hours"
          render={({ field }) => (
            <OpeningHoursEditor
              value={field.value ?? []}
              onChange={field.onChange}
              error={(errors.opening_hours as { message?: string } | undefined)?.message ?? (Array.isArray(errors.opening_hours) ? errors.opening_hours.find(Boolean)?.close?.message : undefined)}
              labels={{ days: Object.fromEntries(WEEKDAYS.map((day) => [day, DAY_LABELS[day]])) as typeof DAY_LABELS, open: "Opens", close: "Closes", apply: "Apply to the chosen days", closed: "Closed", remove: "Remove", pickDays: "Days", selectAll: "Every day" }}
            />
          )}
        />
      </Section>

      <Section title="About the shop">
        {(["details", "features"] as const).map((name) => (
          <div key={name}>
            <span id={`edit-${name}-label`} className="text-sm font-semibold text-stone-800">{name === "details" ? "Details" : "Features"}</span>
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <RichTextEditor id={`edit-${name}`} value={field.value ?? ""} onChange={field.onChange} invalid={Boolean(errors[name])} describedBy={`${name}-error`} labels={{ bold: "Bold", italic: "Italic", bullets: "Bullet list", numbers: "Numbered list", label: name === "details" ? "Details" : "Features" }} />
              )}
            />
            {error(name)}
          </div>
        ))}
      </Section>

      <div>
        <button type="submit" disabled={saving} className={adminButton}>{saving ? "Saving…" : "Save shop"}</button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5">
      <legend className="sr-only">{title}</legend>
      <h3 aria-hidden="true" className="font-semibold text-stone-900">{title}</h3>
      {children}
    </fieldset>
  );
}
