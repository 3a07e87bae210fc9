"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast/toast";

function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations("CustomerShare");
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t("copyFailed"));
    }
  }
  return (
    <button type="button" onClick={copy} aria-label={label} className="inline-flex min-h-10 shrink-0 items-center rounded-lg border border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">
      <span aria-live="polite">{copied ? t("copied") : t("copy")}</span>
    </button>
  );
}

/**
 * The customer code with a copy button, the referral link (/register?ref=CODE) with copy and
 * WhatsApp share, and docs/product.md#errors-messages-and-timings's warning toast while the profile is below 5/5.
 */
export function SharePanel({ code, link, warn }: { code: string; link: string; warn: boolean }) {
  const t = useTranslations("CustomerShare");
  const warned = useRef(false);
  useEffect(() => {
    if (warn && !warned.current) {
      warned.current = true;
      toast.warning(t("completeToast"));
    }
  }, [warn, t]);
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(t("whatsappText", { link }))}`;
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3">
        <output data-testid="customer-code" className="min-w-0 flex-1 truncate rounded-lg bg-brand-50 px-3 py-2 font-mono text-lg font-bold tracking-wider text-brand-900">{code}</output>
        <CopyButton text={code} label={t("copyCode")} />
      </div>
      <div>
        <p className="text-xs font-semibold text-stone-500">{t("referralLink")}</p>
        <div className="mt-1 flex items-center gap-3">
          <input readOnly value={link} aria-label={t("referralLink")} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 text-sm text-stone-700" />
          <CopyButton text={link} label={t("copyLink")} />
        </div>
      </div>
      <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-[#1f8f4e] px-4 text-sm font-semibold text-white hover:bg-[#187a41] sm:justify-self-start">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor"><path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2c-1.6 0-3.1-.4-4.4-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2l-.6-.3Z" /></svg>
        {t("whatsapp")}
      </a>
    </div>
  );
}
