import type { AppLocale } from "@/i18n/routing";
import { APP_TIME_ZONE } from "@/lib/time";

/** 24-hour clock time in India with Latin digits, e.g. "14:35". */
function kolkataClock(instant: Date): string {
  return new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23", numberingSystem: "latn" }).format(instant);
}

type CodeText = (code: string, minutes: number, till: string) => string;

/**
 * SMS texts in the language of the page the person used (server/http/request-locale.ts). They
 * name the product, the purpose and how long the code is valid. English fits one GSM segment;
 * Marathi and Hindi need Unicode (UCS-2, 70 characters a segment), so they cost two segments —
 * accepted so that a person who reads Marathi first understands the message. Codes, minutes and
 * times stay in Latin digits in every language: the code is typed into a form.
 */
const SIGN_UP: Record<AppLocale, CodeText> = {
  en: (code, minutes, till) => `DLMP: ${code} is your sign-up verification code. It is valid for ${minutes} minutes (till ${till} IST). Do not share it with anyone.`,
  mr: (code, minutes, till) => `DLMP: ${code} हा तुमचा नोंदणी पडताळणी कोड आहे. तो ${minutes} मिनिटे (${till} IST पर्यंत) वैध आहे. हा कोड कोणालाही सांगू नका.`,
  hi: (code, minutes, till) => `DLMP: ${code} आपका पंजीकरण सत्यापन कोड है। यह ${minutes} मिनट (${till} IST तक) मान्य है। इसे किसी को न बताएँ।`,
};

const PASSWORD_RESET: Record<AppLocale, CodeText> = {
  en: (code, minutes, till) => `DLMP: ${code} is your password reset code. It is valid for ${minutes} minutes (till ${till} IST). If you did not ask for it, ignore this SMS.`,
  mr: (code, minutes, till) => `DLMP: ${code} हा तुमचा पासवर्ड बदलण्याचा कोड आहे. तो ${minutes} मिनिटे (${till} IST पर्यंत) वैध आहे. तुम्ही हा कोड मागितला नसेल तर या SMS कडे दुर्लक्ष करा.`,
  hi: (code, minutes, till) => `DLMP: ${code} आपका पासवर्ड बदलने का कोड है। यह ${minutes} मिनट (${till} IST तक) मान्य है। अगर आपने यह नहीं माँगा, तो इस SMS को अनदेखा करें।`,
};

export function signUpCodeText(code: string, validMinutes: number, expiresAt: Date, locale: AppLocale = "en"): string {
  return SIGN_UP[locale](code, validMinutes, kolkataClock(expiresAt));
}

export function passwordResetCodeText(code: string, validMinutes: number, expiresAt: Date, locale: AppLocale = "en"): string {
  return PASSWORD_RESET[locale](code, validMinutes, kolkataClock(expiresAt));
}

/** "25 Nov, 14:35" in India: for codes valid longer than a day's remainder. */
function kolkataDayAndClock(instant: Date): string {
  const day = new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, day: "numeric", month: "short" }).format(instant);
  return `${day}, ${kolkataClock(instant)}`;
}

/**
 * A shop owner's password code from an operator: the link opens the reset-password pages on this
 * flow (it carries the flow's random id, not the code), where the owner types the code.
 */
export function franchiseePasswordCodeText(options: { code: string; link: string; expiresAt: Date; purpose: "setup" | "reset" }): string {
  const opening = options.purpose === "setup" ? "your shop account is ready. To set your password" : "to reset your shop account password";
  return `DLMP: ${opening}, open ${options.link} and enter code ${options.code} (valid till ${kolkataDayAndClock(options.expiresAt)} IST). Do not share it.`;
}
