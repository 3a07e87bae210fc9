"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "@/i18n/navigation";
import { type InputHTMLAttributes, useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { adminButton, adminInput } from "@/components/admin/form-feedback";
import { fieldErrorsOf } from "@/lib/api/envelope";
import { type AdminPlanForm, type AdminPlanFormOutput, adminPlanFormSchema, parseLevelShares, PLAN_FIELD_OF } from "@/lib/validation/admin-plans";
import { createPlanDraftAction } from "./actions";

type Field = { name: keyof AdminPlanForm; label: string; hint?: string; props?: InputHTMLAttributes<HTMLInputElement> };

const FIELDS: Field[] = [
  { name: "effectiveMonth", label: "Takes effect from", hint: "A future month after the last closed month.", props: { type: "month" } },
  { name: "levelShares", label: "Level shares (% of the shop's fee)", hint: "Level 1 first, separated by commas; together at most 100%." },
  { name: "qualifyingThreshold", label: "Qualifying purchases (₹ a month)", props: { inputMode: "decimal" } },
  { name: "monthlyCap", label: "Monthly cap per member (₹ gross)", props: { inputMode: "decimal" } },
  { name: "minPayout", label: "Minimum payout (₹)", hint: "A smaller amount carries over to the next month.", props: { inputMode: "decimal" } },
  { name: "tdsRate", label: "TDS rate (%)", props: { inputMode: "decimal" } },
  { name: "tdsRateNoPan", label: "TDS rate without PAN (%)", props: { inputMode: "decimal" } },
  { name: "tdsThreshold", label: "TDS threshold (₹ a financial year)", props: { inputMode: "decimal" } },
];

/** "Add a plan version": a draft, in rupees and percentages, to simulate on past months and then publish. */
export function NewPlanForm({ defaults }: { defaults: AdminPlanForm }) {
  const router = useRouter();
  const [saving, startSaving] = useTransition();
  const { register, handleSubmit, setError, formState, control } = useForm<AdminPlanForm, unknown, AdminPlanFormOutput>({
    resolver: zodResolver(adminPlanFormSchema),
    mode: "onTouched",
    defaultValues: defaults,
  });
  const shares = parseLevelShares(useWatch({ control, name: "levelShares" }) ?? "");
  const sum = shares ? shares.reduce((a, b) => a + b, 0) / 100 : null;
  const submit = handleSubmit((form) =>
    startSaving(async () => {
      const answer = await createPlanDraftAction(form);
      if (answer.status === "success") {
        toast.success(`Draft version ${answer.data.version} saved. Simulate it on a past month, then publish it.`);
        router.push(`/admin/plans/${answer.data.version}`);
        return;
      }
      const fields = fieldErrorsOf(answer.errors);
      let shown = false;
      for (const [key, message] of Object.entries(fields)) {
        const name = PLAN_FIELD_OF[key] ?? (key in defaults ? (key as keyof AdminPlanForm) : undefined);
        if (name) {
          setError(name, { type: "server", message });
          shown = true;
        }
      }
      // The message under the input is enough when the toast would only repeat it.
      const msg = answer.errors.msg;
      if (!shown) toast.error(msg ?? "Please check the highlighted fields.");
      else if (msg && !Object.values(fields).includes(msg)) toast.error(msg);
    }),
  );
  const errors = formState.errors;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="new-plan-title" className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id="new-plan-title" className="font-bold text-stone-900">Add a plan version</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FIELDS.map((field) => (
          <div key={field.name} className={field.name === "levelShares" ? "sm:col-span-2" : undefined}>
            <label htmlFor={`plan-${field.name}`} className="text-sm font-semibold text-stone-800">{field.label}</label>
            <input
              id={`plan-${field.name}`}
              autoComplete="off"
              aria-invalid={Boolean(errors[field.name])}
              aria-describedby={`plan-${field.name}-hint plan-${field.name}-error`}
              className={adminInput}
              {...field.props}
              {...register(field.name)}
            />
            <p id={`plan-${field.name}-hint`} className="mt-1 text-xs text-stone-500">
              {field.name === "levelShares" && sum !== null ? `${shares!.length} levels, ${sum}% of the fee to members; ${Math.max(0, 100 - sum)}% stays with the company. ` : ""}
              {field.hint ?? ""}
            </p>
            {errors[field.name]?.message ? <p id={`plan-${field.name}-error`} role="alert" className="mt-1 text-sm text-rose-700">{errors[field.name]?.message}</p> : null}
          </div>
        ))}
      </div>
      <div>
        <label htmlFor="plan-notes" className="text-sm font-semibold text-stone-800">Notes (why this version)</label>
        <textarea id="plan-notes" rows={2} className={adminInput} {...register("notes")} />
      </div>
      <button type="submit" disabled={saving} className={`${adminButton} justify-self-start`}>{saving ? "Saving…" : "Save draft version"}</button>
    </form>
  );
}
