"use client";

import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslations } from "next-intl";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: ReactNode; optionalLabel?: boolean };
type TextFieldProps = FieldProps & { inputClassName?: string };

const inputClass =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-xs outline-none transition-colors placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20";

/** A labelled input with its error (docs/product.md#validation-rules-and-messages messages) under it, announced to screen readers. */
export function TextField({ label, error, hint, optionalLabel, id, inputClassName = "", ...input }: TextFieldProps) {
  const t = useTranslations("AuthForm");
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
        {/* A real space, not a margin: read aloud or copied, the label is "Referral Code (optional)". */}
        {optionalLabel ? <span className="font-normal text-stone-500"> ({t("optional")})</span> : null}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        className={`${inputClass} ${error ? "border-red-500" : "border-stone-300"} ${inputClassName}`}
      />
      {hint && !error ? (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: FieldProps) {
  const t = useTranslations("AuthForm");
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField {...props} type={visible ? "text" : "password"} inputClassName="pr-16" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="absolute top-[1.95rem] right-1.5 rounded-md px-2 py-1.5 text-xs font-semibold text-brand-700 hover:bg-brand-50"
        aria-label={visible ? t("hidePassword") : t("showPassword")}
        aria-pressed={visible}
      >
        {visible ? t("hide") : t("show")}
      </button>
    </div>
  );
}

export function SubmitButton({ busy, children, disabled }: { busy: boolean; children: ReactNode; disabled?: boolean }) {
  const t = useTranslations("AuthForm");
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy}
      className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? (
        <>
          <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden />
          <span className="sr-only">{t("working")}</span>
        </>
      ) : null}
      {children}
    </button>
  );
}
