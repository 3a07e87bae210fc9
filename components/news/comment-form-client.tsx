"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast/toast";
import { fieldErrorsOf, type ApiResponse } from "@/lib/api/envelope";
import { usePublicFormText } from "@/components/feedback/use-public-form-text";
import { commentInputSchema, type CommentInput } from "@/lib/validation/public";

const fields = ["name", "email", "comment"] as const;

/** The comment form under an article, open to visitors (docs/product.md#roles-and-permissions): field errors, spinner, honeypot. */
export function CommentForm({ newsId }: { newsId: number }) {
  const t = useTranslations("News");
  // Server answers and the shared schema's messages are English (the product's); show them in the page's language.
  const tr = usePublicFormText();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CommentInput>({ resolver: zodResolver(commentInputSchema), defaultValues: { news_id: newsId, name: "", email: "", comment: "", website: "" } });

  async function onSubmit(values: CommentInput) {
    setDone(null);
    try {
      const response = await fetch("/api/v1/news/comments", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...values, news_id: newsId }),
      });
      const body = (await response.json()) as ApiResponse<{ msg: string }>;
      if (body.status === "success") {
        reset({ news_id: newsId, name: "", email: "", comment: "", website: "" });
        // Said once, in the status line by the button (docs/decisions/117-form-success-said-once.md).
        setDone(tr(body.data.msg) ?? null);
        return;
      }
      const fieldErrors = fieldErrorsOf(body.errors);
      for (const [field, message] of Object.entries(fieldErrors)) {
        if ((fields as readonly string[]).includes(field)) setError(field as (typeof fields)[number], { message });
      }
      if (body.errors.msg && Object.keys(fieldErrors).length === 0) toast.error(tr(body.errors.msg));
    } catch {
      toast.error(t("loadFailed"));
    }
  }

  const input =
    "w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-stone-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-600";
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2" aria-labelledby="comment-form-title">
      <h2 id="comment-form-title" className="text-xl font-bold text-brand-900 sm:col-span-2">
        {t("leaveComment")}
      </h2>
      {(["name", "email"] as const).map((field) => (
        <div key={field}>
          <label htmlFor={`comment-${field}`} className="mb-1 block text-sm font-medium text-stone-700">
            {t(field)}
          </label>
          <input
            id={`comment-${field}`}
            type={field === "email" ? "email" : "text"}
            autoComplete={field}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `comment-${field}-error` : field === "email" ? "comment-email-note" : undefined}
            className={input}
            {...register(field)}
          />
          {field === "email" && !errors.email ? (
            <p id="comment-email-note" className="mt-1 text-xs text-stone-600">
              {t("emailNote")}
            </p>
          ) : null}
          {errors[field] ? (
            <p id={`comment-${field}-error`} className="mt-1 text-sm text-red-700">
              {tr(errors[field]?.message)}
            </p>
          ) : null}
        </div>
      ))}
      <div className="sm:col-span-2">
        <label htmlFor="comment-comment" className="mb-1 block text-sm font-medium text-stone-700">
          {t("comment")}
        </label>
        <textarea
          id="comment-comment"
          rows={4}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? "comment-comment-error" : undefined}
          className={input}
          {...register("comment")}
        />
        {errors.comment ? (
          <p id="comment-comment-error" className="mt-1 text-sm text-red-700">
            {tr(errors.comment.message)}
          </p>
        ) : null}
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="comment-website">{t("website")}</label>
        <input id="comment-website" type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
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
