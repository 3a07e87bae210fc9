"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { countArgs, formatDate } from "@/lib/format";
import { toast } from "@/lib/toast/toast";
import { refreshViewer } from "@/lib/auth/use-viewer";
import { useRouter } from "@/i18n/navigation";
import { OTP_LENGTH, OtpBoxes } from "./otp-boxes";
import { SubmitButton } from "./fields";
import { postJson } from "./post-json";
import { useAuthText } from "./use-auth-text";

type Flow = "signup" | "forgot";
type FlowInfo = { mobile: string; valid: string; resendAt: string };

const ENDPOINTS = {
  signup: { check: "/api/v1/customers/check", resend: "/api/v1/customers/resend", cancel: "/api/v1/customers/cancel" },
  forgot: { check: "/api/v1/forgot/check", resend: "/api/v1/forgot/resend", cancel: "/api/v1/forgot/cancel" },
} as const;

/** docs/product.md#errors-messages-and-timings: code errors stay 10 s (sign-up) or 8 s (forgot); resend errors 8 s; resend message 5 s. */
const CHECK_ERROR_MS = { signup: 10_000, forgot: 8_000 } as const;
const RESEND_ERROR_MS = 8_000;
const RESEND_MESSAGE_MS = 5_000;

function useTimedMessage(): [string | undefined, (text: string | undefined, ms: number) => void] {
  const [text, setText] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (next: string | undefined, ms: number) => {
    clearTimeout(timer.current);
    setText(next);
    if (next) timer.current = setTimeout(() => setText(undefined), ms);
  };
  return [text, show];
}

/** The code screen of sign-up (/verifications) and of forgot-password (/forgot-check). */
export function CodeCheckClient({ flow, initial }: { flow: Flow; initial: FlowInfo }) {
  const t = useTranslations("Verify");
  const locale = useLocale();
  const timeLabel = (iso: string) => formatDate(iso, locale, "time");
  const { translate } = useAuthText();
  const router = useRouter();
  const [info, setInfo] = useState(initial);
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(""));
  const [invalid, setInvalid] = useState<boolean[]>(() => Array(OTP_LENGTH).fill(false));
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, showError] = useTimedMessage();
  const [notice, showNotice] = useTimedMessage();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const waitSeconds = Math.max(0, Math.ceil((new Date(info.resendAt).getTime() - now) / 1000));

  const change = (next: string[]) => {
    setDigits(next);
    setInvalid((current) => current.map((bad, i) => bad && !next[i]));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = digits.map((d) => !/^[0-9]$/.test(d));
    setInvalid(empty);
    if (empty.some(Boolean)) return;
    setBusy(true);
    const [first, second, third, fourth, fifth, sixth] = digits as [string, string, string, string, string, string];
    const result = await postJson<{ next: string }>(ENDPOINTS[flow].check, { otp: { first, second, third, fourth, fifth, sixth } });
    if (result.status === "success") {
      if (flow === "signup") await refreshViewer();
      router.replace(result.data.next);
      router.refresh();
      return;
    }
    setBusy(false);
    showError(translate(result.errors.msg ?? result.errors.otp?.toString()), CHECK_ERROR_MS[flow]);
  };

  const resend = async () => {
    setResending(true);
    const result = await postJson<{ mobile: string; valid: string; resendAt: string; message: string }>(ENDPOINTS[flow].resend);
    setResending(false);
    if (result.status === "success") {
      setInfo({ mobile: result.data.mobile, valid: result.data.valid, resendAt: result.data.resendAt });
      setDigits(Array(OTP_LENGTH).fill(""));
      setInvalid(Array(OTP_LENGTH).fill(false));
      showError(undefined, 0);
      showNotice(translate(result.data.message), RESEND_MESSAGE_MS);
    } else {
      const message = translate(result.errors.msg);
      showError(message, RESEND_ERROR_MS);
      if (message) toast.error(message);
    }
  };

  const changeNumber = async () => {
    const result = await postJson<{ next: string }>(ENDPOINTS[flow].cancel);
    if (result.status === "success") router.replace(result.data.next);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <p>{t("sentTo", { mobile: info.mobile })}</p>
        <p className="mt-0.5 font-semibold" data-testid="otp-valid-till">
          {t("validTill", { time: timeLabel(info.valid) })}
        </p>
      </div>
      <OtpBoxes digits={digits} onChange={change} invalid={invalid} disabled={busy} />
      <div aria-live="polite" className="min-h-5 text-sm">
        {error ? (
          <p role="alert" className="text-red-600">
            {error}
          </p>
        ) : notice ? (
          <p className="text-brand-700">{notice}</p>
        ) : null}
      </div>
      <SubmitButton busy={busy}>{t("submit")}</SubmitButton>
      <p className="text-center text-sm">
        {waitSeconds > 0 ? (
          <span className="text-stone-500">{t("resendWait", countArgs(waitSeconds, "seconds"))}</span>
        ) : (
          <button type="button" onClick={resend} disabled={resending} className="font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-60">
            {flow === "signup" ? t("resend") : t("forgotResend")}
          </button>
        )}
      </p>
      <p className="text-center text-sm">
        <button type="button" onClick={changeNumber} className="text-stone-500 underline-offset-2 hover:text-brand-700 hover:underline">
          {t("changeNumber")}
        </button>
      </p>
    </form>
  );
}
