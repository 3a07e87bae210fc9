import { afterAll, describe, expect, it } from "vitest";
import { desc, eq, sql } from "drizzle-orm";
import { connectTestDb } from "../support/db";
import { uniqueMobile } from "../support/factories";
import { createAccount } from "../support/auth-factories";
import { authSchemas } from "../../lib/validation/auth";
import { smsOutbox } from "../../server/db/schema";
import { signUpCustomer } from "../../server/auth/sign-up-customer";
import { resendCode } from "../../server/auth/resend-code";
import { startPasswordReset } from "../../server/auth/start-password-reset";
import { requestLocale } from "../../server/http/request-locale";
import { passwordResetCodeText, signUpCodeText } from "../../server/sms/sms-text";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;

async function lastSms(mobile: string): Promise<string> {
  const [row] = await db.select({ body: smsOutbox.body }).from(smsOutbox).where(eq(smsOutbox.toMobile, mobile)).orderBy(desc(smsOutbox.id)).limit(1);
  return row!.body;
}

function signUpInput() {
  const mobile = uniqueMobile();
  return authSchemas.signUp.parse({
    firstName: "Meera",
    middleName: "Sunil",
    lastName: "Kulkarni",
    mobile,
    email: `meera-${mobile}@example.test`,
    password: "Secret@123",
    confirm_password: "Secret@123",
    terms: true,
  });
}

describe("the language of the code's SMS", () => {
  it("follows the page's language through Accept-Language, English by default", () => {
    expect(requestLocale(new Headers({ "accept-language": "mr" }))).toBe("mr");
    expect(requestLocale(new Headers({ "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" }))).toBe("hi");
    expect(requestLocale(new Headers({ "accept-language": "en;q=0.5, mr-IN;q=0.9" }))).toBe("mr");
    expect(requestLocale(new Headers({ "accept-language": "de-DE,fr;q=0.9" }))).toBe("en");
    expect(requestLocale(new Headers({ "accept-language": "mr;q=0" }))).toBe("en");
    expect(requestLocale(new Headers())).toBe("en");
  });

  it("is Marathi for a sign-up from a Marathi page, and the resend keeps it", async () => {
    const data = signUpInput();
    const pending = await signUpCustomer({ db, input: data, ip: freshIp(), locale: "mr" });
    const first = await lastSms(data.mobile);
    expect(first).toMatch(/^DLMP: \d{6} हा तुमचा नोंदणी पडताळणी कोड आहे\. तो 10 मिनिटे \(\d\d:\d\d IST पर्यंत\) वैध आहे\./);
    expect(first).not.toMatch(DEVANAGARI_DIGIT);
    // Past the resend wait.
    await db.execute(sql`UPDATE one_time_codes SET created_at = created_at - interval '31 seconds' WHERE id = ${pending.id}`);
    await resendCode({ db, id: pending.id, purpose: "signup", ip: freshIp(), locale: "mr" });
    const second = await lastSms(data.mobile);
    expect(second).not.toBe(first);
    expect(second).toContain("पडताळणी कोड");
  });

  it("is Hindi for a password reset asked from a Hindi page", async () => {
    const member = await createAccount(db);
    await startPasswordReset({ db, mobile: member.mobile, ip: freshIp(), locale: "hi" });
    const text = await lastSms(member.mobile);
    expect(text).toMatch(/^DLMP: \d{6} आपका पासवर्ड बदलने का कोड है। यह 10 मिनट \(\d\d:\d\d IST तक\) मान्य है।/);
  });

  it("stays English (one GSM segment) when the request names no supported language", async () => {
    const data = signUpInput();
    await signUpCustomer({ db, input: data, ip: freshIp() });
    const text = await lastSms(data.mobile);
    expect(text).toMatch(/^DLMP: \d{6} is your sign-up verification code\./);
    expect(text.length).toBeLessThanOrEqual(160);
  });

  it("writes codes, minutes and times in Latin digits in every language", () => {
    const at = new Date("2026-10-31T20:05:00Z");
    for (const locale of ["en", "mr", "hi"] as const) {
      for (const text of [signUpCodeText("123456", 10, at, locale), passwordResetCodeText("123456", 10, at, locale)]) {
        expect(text).toContain("123456");
        expect(text).toContain("01:35");
        expect(text).not.toMatch(DEVANAGARI_DIGIT);
      }
    }
  });
});
