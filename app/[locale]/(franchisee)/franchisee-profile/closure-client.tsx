"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState, useTransition, type FormEvent } from "react";
import { toast } from "@/lib/toast/toast";
import { fieldErrorsOf } from "@/lib/api/envelope";
import { closureMessageKey, makeClosureSchema } from "@/lib/validation/shop-closure";
import type { ShopClosureState } from "@/server/franchisees/set-shop-closure";
import { setClosureAction } from "./actions";

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-rose-500";

/**
 * "Temporarily closed" (docs/product.md#shop-hours): a holiday or renovation notice the shop page
 * shows, which also makes the shop "closed" in "Open now", until a date or until switched off.
 */
export function ClosureClient({ initial }: { initial: ShopClosureState }) {
  const t = useTranslations("FranchiseeClosure");
  const schema = useMemo(() => makeClosureSchema((key) => t(`errors.${key}`)), [t]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<"notice" | "until", string>>>({});
  const [saving, startSaving] = useTransition();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as "notice" | "until"] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    startSaving(async () => {
      const answer = await setClosureAction(parsed.data);
      if (answer.status === "success") {
        setValues(answer.data);
        toast.success(answer.data.closed ? t("savedClosed") : t("savedOpen"));
        return;
      }
      const fields = fieldErrorsOf(answer.errors);
      const translate = (message: string) => {
        const key = closureMessageKey(message);
        return key ? t(`errors.${key}`) : message;
      };
      setErrors({ notice: fields.notice ? translate(fields.notice) : undefined, until: fields.until ? translate(fields.until) : undefined });
      if (!fields.notice && !fields.until && answer.errors.msg) toast.error(translate(answer.errors.msg));
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="closure-title" className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div>
        <h2 id="closure-title" className="text-lg font-bold text-brand-900">
          {t("title")}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t("intro")}</p>
      </div>
      <label className="inline-flex min-h-11 items-center gap-3 font-semibold text-stone-800">
        <input type="checkbox" checked={values.closed} onChange={(e) => setValues({ ...values, closed: e.target.checked })} className="size-5 accent-accent-600" />
        {t("closed")}
      </label>
      {values.closed ? (
        <>
          <div>
            <label htmlFor="closure-notice" className="text-sm font-semibold text-stone-800">
              {t("notice")}
            </label>
            <input
              id="closure-notice"
              value={values.notice}
              maxLength={200}
              placeholder={t("noticePlaceholder")}
              onChange={(e) => setValues({ ...values, notice: e.target.value })}
              aria-invalid={errors.notice ? true : undefined}
              aria-describedby={errors.notice ? "closure-notice-error" : undefined}
              className={inputClass}
            />
            {errors.notice ? (
              <p id="closure-notice-error" role="alert" className="mt-1 text-sm text-rose-700">
                {errors.notice}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="closure-until" className="text-sm font-semibold text-stone-800">
              {t("until")}
            </label>
            <input
              id="closure-until"
              type="date"
              value={values.until}
              onChange={(e) => setValues({ ...values, until: e.target.value })}
              aria-invalid={errors.until ? true : undefined}
              aria-describedby={errors.until ? "closure-until-error" : "closure-until-hint"}
              className={inputClass}
            />
            <p id="closure-until-hint" className="mt-1 text-sm text-stone-600">
              {t("untilHint")}
            </p>
            {errors.until ? (
              <p id="closure-until-error" role="alert" className="mt-1 text-sm text-rose-700">
                {errors.until}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
      <button type="submit" disabled={saving} className="min-h-11 justify-self-start rounded-xl bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {t("save")}
      </button>
    </form>
  );
}
