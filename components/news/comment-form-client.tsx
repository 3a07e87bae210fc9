"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { usePublicFormText } from "@/components/feedback/use-public-form-text";
import { usePublicForm } from "@/components/feedback/use-public-form";

const FIELDS = ["name", "email", "comment"] as const;
const empty: Record<(typeof FIELDS)[number], string> = { name: "", email: "", comment: "" };

/**
 * The comment form under an article, open to visitors (docs/product.md#roles-and-permissions): field
 * errors, spinner, honeypot. Like the contact form it has no rules of its own: the server checks
 * with the shared schema (`commentInputSchema`) before any rate limit is counted and answers per
 * field, so an article does not load a form library and zod (44 KiB gzip, 20 % of its JavaScript)
 * for a form most readers never use (docs/benchmarks.md, "JavaScript before any interaction").
 */
export function CommentForm({ newsId }: { newsId: number }) {
  const t = useTranslations("News");
  // Server answers are English (the product's); show them in the page's language.
  const tr = usePublicFormText();
  const [values, setValues] = useState(empty);
  const [website, setWebsite] = useState("");
  // Success is said once, in the status line by the button (docs/decisions/117-form-success-said-once.md).
  const { errors, pending: isSubmitting, done, onSubmit } = usePublicForm({
    endpoint: "/api/v1/news/comments",
    body: () => ({ ...values, website, news_id: newsId }),
    text: tr,
    failedText: t("loadFailed"),
    onSuccess: () => setValues(empty),
  });

  const input =
    "w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-stone-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-600";
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-labelledby="comment-form-title">
      <h2 id="comment-form-title" className="text-xl font-bold text-brand-900 sm:col-span-2">
        {t("leaveComment")}
      </h2>
      {FIELDS.map((field) => {
        const common = {
          id: `comment-${field}`,
          name: field,
          value: values[field],
          onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
          "aria-invalid": errors[field] ? true : undefined,
          "aria-describedby": errors[field] ? `comment-${field}-error` : field === "email" ? "comment-email-note" : undefined,
          className: input,
        } as const;
        return (
          <div key={field} className={field === "comment" ? "sm:col-span-2" : undefined}>
            <label htmlFor={`comment-${field}`} className="mb-1 block text-sm font-medium text-stone-700">
              {t(field)}
            </label>
            {field === "comment" ? <textarea rows={4} {...common} /> : <input type={field === "email" ? "email" : "text"} autoComplete={field} {...common} />}
            {field === "email" && !errors.email ? (
              <p id="comment-email-note" className="mt-1 text-xs text-stone-600">
                {t("emailNote")}
              </p>
            ) : null}
            {errors[field] ? (
              <p id={`comment-${field}-error`} className="mt-1 text-sm text-red-700">
                {tr(errors[field])}
              </p>
            ) : null}
          </div>
        );
      })}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="comment-website">{t("website")}</label>
        <input id="comment-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex min-h-12 items-center gap-2 rounded-xl bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {isSubmitting ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
          {isSubmitting ? t("sending") : t("submit")}
        </button>
        <p role="status" className="text-sm font-medium text-green-800">
          {done}
        </p>
      </div>
    </form>
  );
}
