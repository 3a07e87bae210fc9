"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTransition, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { adminButton, adminInput, showFailure } from "@/components/admin/form-feedback";
import { CityCombobox } from "@/components/shops/city-combobox";
import { useRouter } from "@/i18n/navigation";
import { createFranchiseeShopSchema, type CreateFranchiseeShopForm, type CreateFranchiseeShopInput } from "@/lib/validation/admin-shops";
import { createFranchiseeShopAction } from "../actions";

const FIELDS = ["mobile", "owner_name", "credential", "password", "shop_name", "category_id", "city", "pincode", "address", "interest_rate", "featured", "best_deal", "status"] as const;
type Field = (typeof FIELDS)[number];

/** The new-franchisee form: the owner's login and the shop, saved together. */
export function NewShopClient({ categories }: { categories: { id: number; name: string }[] }) {
  const router = useRouter();
  const [saving, startSaving] = useTransition();
  const form = useForm<CreateFranchiseeShopForm, unknown, CreateFranchiseeShopInput>({
    resolver: zodResolver(createFranchiseeShopSchema),
    // Errors appear on submit (then as the operator corrects them): validating on blur moved the
    // button under the pointer as messages appeared, and the click missed it.
    mode: "onSubmit",
    defaultValues: { mobile: "", owner_name: "", credential: "password", password: "", shop_name: "", category_id: "" as unknown as number, city: "", pincode: "", address: "", interest_rate: "5", featured: false, best_deal: false, status: "published" },
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const credential = useWatch({ control, name: "credential" });

  const submit = (input: CreateFranchiseeShopInput) =>
    startSaving(async () => {
      // The server parses the form as typed with the same schema (the parsed rate is in basis points).
      const answer = await createFranchiseeShopAction(form.getValues());
      if (answer.status === "success") {
        const created = answer.data;
        toast.success(
          created.credential === "password"
            ? "Franchisee and shop created. Tell the owner their password in person."
            : created.credential === "code"
              ? `Franchisee and shop created. A set-up code was sent by SMS to ${input.mobile}.`
              : "Shop created and linked to the owner's existing account: they log in with their own password.",
        );
        router.push(`/admin/shops/${created.shopId}`);
        return;
      }
      showFailure(answer, FIELDS, (field: Field, error) => setError(field, error));
    });

  const error = (name: Field) => {
    const message = (errors[name] as { message?: string } | undefined)?.message;
    return message ? <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-rose-700">{message}</p> : null;
  };
  const input = (name: Exclude<Field, "featured" | "best_deal" | "credential" | "category_id" | "status" | "city" | "address">, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <div>
      <label htmlFor={name} className="text-sm font-semibold text-stone-800">{label}</label>
      <input id={name} aria-invalid={Boolean(errors[name])} aria-describedby={`${name}-error`} className={adminInput} {...props} {...register(name)} />
      {hint ? <p className="mt-1 text-xs text-stone-500">{hint}</p> : null}
      {error(name)}
    </div>
  );

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid max-w-3xl gap-5">
      <Section title="Owner">
        <div className="grid gap-4 sm:grid-cols-2">
          {input("mobile", "Mobile number", { inputMode: "numeric", maxLength: 10, autoComplete: "off" }, "The owner logs in with this number.")}
          {input("owner_name", "Owner's name", { autoComplete: "off" })}
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-stone-800">Password</legend>
          <div className="mt-2 grid gap-2">
            <label className="flex items-start gap-2 text-sm">
              <input type="radio" value="password" className="mt-1" {...register("credential")} />
              <span>I type a password now and tell the owner in person</span>
            </label>
            <label className="flex items-start gap-2 text-sm">
              <input type="radio" value="sms" className="mt-1" {...register("credential")} />
              <span>Send a set-up code by SMS: the owner sets their own password (valid 24 hours)</span>
            </label>
          </div>
          {error("credential")}
        </fieldset>
        {credential === "password" ? input("password", "Password for the owner", { type: "text", autoComplete: "new-password", spellCheck: false }, "At least 8 characters. It is stored hashed; no one can read it back.") : null}
      </Section>

      <Section title="Shop">
        {input("shop_name", "Shop name", { autoComplete: "off" })}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="category_id" className="text-sm font-semibold text-stone-800">Category</label>
            <select id="category_id" aria-invalid={Boolean(errors.category_id)} aria-describedby="category_id-error" className={adminInput} {...register("category_id")}>
              <option value="">Select a category</option>
              {categories.map((category) => <option key={category.id} value={category.id}>{category.name}</option>)}
            </select>
            {error("category_id")}
          </div>
          <div>
            <Controller
              control={control}
              name="city"
              render={({ field }) => (
                <CityCombobox value={field.value} onChange={(slug) => field.onChange(slug)} label="City" placeholder="Type to search towns" clearLabel="Clear city" emptyLabel="No town matches" showLabel name="city" />
              )}
            />
            {error("city")}
          </div>
          {input("pincode", "Pincode", { inputMode: "numeric", maxLength: 6, autoComplete: "off" })}
          {input("interest_rate", "Interest rate (%)", { inputMode: "decimal" }, "Charged to the wallet on every sale. Default 5%.")}
        </div>
        <div>
          <label htmlFor="address" className="text-sm font-semibold text-stone-800">Address</label>
          <textarea id="address" rows={2} aria-invalid={Boolean(errors.address)} aria-describedby="address-error" className={adminInput} {...register("address")} />
          {error("address")}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="status" className="text-sm font-semibold text-stone-800">Visibility</label>
            <select id="status" className={adminInput} {...register("status")}>
              <option value="published">Published: shown on the site now</option>
              <option value="draft">Draft: hidden until published</option>
            </select>
            {error("status")}
          </div>
          <div className="flex flex-col justify-end gap-2 text-sm">
            <label className="flex items-center gap-2"><input type="checkbox" {...register("featured")} /> Featured</label>
            <label className="flex items-center gap-2"><input type="checkbox" {...register("best_deal")} /> Best deal</label>
          </div>
        </div>
      </Section>

      <div>
        <button type="submit" disabled={saving} className={adminButton}>{saving ? "Creating…" : "Create franchisee and shop"}</button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}
