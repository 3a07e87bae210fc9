import { APP_TIME_ZONE } from "@/lib/time";

/** 24-hour clock time in India, e.g. "14:35". */
function kolkataClock(instant: Date): string {
  return new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
}

/** SMS texts: they name the product and say how long the code is valid (English: one SMS segment, no Unicode). */
export function signUpCodeText(code: string, validMinutes: number, expiresAt: Date): string {
  return `DLMP: ${code} is your sign-up verification code. It is valid for ${validMinutes} minutes (till ${kolkataClock(expiresAt)} IST). Do not share it with anyone.`;
}

export function passwordResetCodeText(code: string, validMinutes: number, expiresAt: Date): string {
  return `DLMP: ${code} is your password reset code. It is valid for ${validMinutes} minutes (till ${kolkataClock(expiresAt)} IST). If you did not ask for it, ignore this SMS.`;
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
