"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { usePublicFormText } from "@/components/feedback/use-public-form-text";
import { usePublicForm } from "@/components/feedback/use-public-form";

const FIELDS = ["name", "mobile", "email", "subject", "query"] as const;
type Field = (typeof FIELDS)[number];
const empty: Record<Field, string> = { name: "", mobile: "", email: "", subject: "", query: "" };

/**
 * Contact Us form (docs/product.md#screens-and-routes, #states-and-transitions, #validation-rules-and-messages): no client-side rules; the server answers per field. Idle,
 * submitting (spinner), then field errors or success (form and errors cleared).
 */
export function ContactForm() {
  const t = useTranslations("Contact");
  // The server answers in English (the product's messages); show them in the page's language.
  const tr = usePublicFormText();
  const [values, setValues] = useState(empty);
  const [website, setWebsite] = useState("");
  // Success is said once, in the status line by the button (docs/decisions/117-form-success-said-once.md).
  const { errors, pending: sending, done, onSubmit } = usePublicForm({
    endpoint: "/api/v1/others/contacts",
    body: () => ({ ...values, website }),
    text: tr,
    failedText: t("failed"),
    emptyFailureText: t("failed"),
    onSuccess: () => setValues(empty),
  });

  const input =
    "w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-stone-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-600";
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => {
        const id = `contact-${field}`;
        const common = {
          id,
          name: field,
          value: values[field],
          "aria-invalid": errors[field] ? true : undefined,
          "aria-describedby": errors[field] ? `${id}-error` : undefined,
          className: input,
        } as const;
        return (
          <div key={field} className={field === "query" || field === "subject" ? "sm:col-span-2" : ""}>
            <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-700">
              {t(field)}
            </label>
            {field === "query" ? (
              <textarea rows={5} {...common} onChange={(e) => setValues({ ...values, query: e.target.value })} />
            ) : (
              <input
                type={field === "email" ? "email" : field === "mobile" ? "tel" : "text"}
                inputMode={field === "mobile" ? "numeric" : undefined}
                autoComplete={field === "mobile" ? "tel-national" : field === "subject" ? "off" : field}
                {...common}
                onChange={(e) => setValues({ ...values, [field]: e.target.value })}
              />
            )}
            {errors[field] ? (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                {tr(errors[field])}
              </p>
            ) : null}
          </div>
        );
      })}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t("website")}</label>
        <input id="contact-website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-12 items-center gap-2 rounded-xl bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {sending ? <span data-testid="spinner" aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
          {sending ? t("sending") : t("submit")}
        </button>
        <p role="status" className="text-sm font-medium text-green-800">
          {done}
        </p>
      </div>
    </form>
  );
}
