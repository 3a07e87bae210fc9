import "./zod-setup";
import { z } from "zod";
import { toLatinDigits } from "@/lib/format";

/**
 * Account inputs (docs/product.md#validation-rules-and-messages): one schema per input, shared by the forms (react-hook-form +
 * zodResolver) and the server. English texts are the product's exact messages; the forms translate them
 * through the `AuthValidation` catalog namespace by key (see `makeAuthSchemas`).
 */
export const AUTH_MESSAGES = {
  firstNameRequired: "please enter the first name.",
  firstNameLetters: "you can not use numbers,symbols & spaces in first name.",
  middleNameRequired: "please enter the middle name.",
  middleNameLetters: "you can not use numbers,symbols & spaces in middle name.",
  lastNameRequired: "please enter the last name.",
  lastNameLetters: "you can not use numbers,symbols & spaces in last name.",
  mobileRequired: "please enter the mobile no.",
  mobileDigits: "mobile no should be numbers.",
  mobileLength: "mobile no should be exact 10 digits.",
  emailInvalid: "please enter valid email id.",
  passwordRequired: "please enter the password.",
  passwordMin: "password should be atleast 8 characters.",
  passwordMax: "password should be at most 128 characters.",
  confirmRequired: "please enter the confirm password.",
  confirmMin: "confirm password should be atleast 8 characters.",
  confirmMismatch: "password and confirm password should be same.",
  referralInvalid: "please enter a valid referral code.",
  termsRequired: "please confirm you are 18 or older and accept the terms.",
  otpIncomplete: "please enter the 6 digit otp.",
} as const;

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;
export type AuthMessageFn = (key: AuthMessageKey) => string;

const english: AuthMessageFn = (key) => AUTH_MESSAGES[key];

/** The catalog key of one of the English messages above (server answers arrive in English). */
export function authMessageKey(message: string): AuthMessageKey | undefined {
  return (Object.keys(AUTH_MESSAGES) as AuthMessageKey[]).find((key) => AUTH_MESSAGES[key] === message);
}

/** Letters of any script with their combining marks (Devanagari vowel signs are marks). */
const LETTERS = /^[\p{L}\p{M}]+$/u;
export const MOBILE_PATTERN = /^[0-9]{10}$/;
export const OTP_PATTERN = /^[0-9]{6}$/;
export const REFERRAL_PATTERN = /^DLMP[0-9]{6,}$/;

export function makeAuthSchemas(m: AuthMessageFn = english) {
  const name = (required: AuthMessageKey, letters: AuthMessageKey) =>
    z
      .string({ error: m(required) })
      .trim()
      .min(1, m(required))
      .max(60, m(letters))
      .regex(LETTERS, m(letters));

  const mobile = z
    .string({ error: m("mobileRequired") })
    .trim()
    .overwrite(toLatinDigits)
    .min(1, m("mobileRequired"))
    .regex(/^[0-9]*$/, m("mobileDigits"))
    .length(10, m("mobileLength"));

  const password = z
    .string({ error: m("passwordRequired") })
    .min(1, m("passwordRequired"))
    .min(8, m("passwordMin"))
    .max(128, m("passwordMax"));

  const confirmPassword = z
    .string({ error: m("confirmRequired") })
    .min(1, m("confirmRequired"))
    .min(8, m("confirmMin"))
    .max(128, m("passwordMax"));

  const email = z
    .string({ error: m("emailInvalid") })
    .trim()
    .toLowerCase()
    .max(254, m("emailInvalid"))
    .pipe(z.email(m("emailInvalid")));

  const signUp = z
    .object({
      firstName: name("firstNameRequired", "firstNameLetters"),
      middleName: name("middleNameRequired", "middleNameLetters"),
      lastName: name("lastNameRequired", "lastNameLetters"),
      mobile,
      email,
      password,
      confirm_password: confirmPassword,
      referralCode: z
        .string()
        .trim()
        .toUpperCase()
        .refine((v) => v === "" || REFERRAL_PATTERN.test(v), m("referralInvalid"))
        .optional()
        .transform((v) => (v ? v : undefined)),
      terms: z.literal(true, { error: m("termsRequired") }),
    })
    .refine((v) => v.password === v.confirm_password, { path: ["confirm_password"], message: m("confirmMismatch") });

  const login = z.object({ mobile, password: z.string({ error: m("passwordRequired") }).min(1, m("passwordRequired")).max(128, m("passwordMax")) });

  /** docs/product.md sends the code as {first..sixth}; a plain six-digit string is accepted too. */
  const digit = z.string().regex(/^[0-9]$/, m("otpIncomplete"));
  const otp = z.union([
    z.string().trim().overwrite(toLatinDigits).regex(OTP_PATTERN, m("otpIncomplete")),
    z
      .object({ first: digit, second: digit, third: digit, fourth: digit, fifth: digit, sixth: digit }, { error: m("otpIncomplete") })
      .transform((o) => `${o.first}${o.second}${o.third}${o.fourth}${o.fifth}${o.sixth}`),
  ], { error: m("otpIncomplete") });

  const codeCheck = z.object({
    /** The flow id; browsers leave it out and the server reads it from its httpOnly cookie. */
    id: z.string().min(16).max(100).optional(),
    otp,
  });

  const resend = z.object({ id: z.string().min(16).max(100).optional() });

  const forgot = z.object({ mobile });

  const resetPassword = z
    .object({ id: z.string().min(16).max(100).optional(), password, confirm_password: confirmPassword })
    .refine((v) => v.password === v.confirm_password, { path: ["confirm_password"], message: m("confirmMismatch") });

  return { signUp, login, codeCheck, resend, forgot, resetPassword };
}

export const authSchemas = makeAuthSchemas();
export type SignUpInput = z.input<typeof authSchemas.signUp>;
export type LoginInput = z.input<typeof authSchemas.login>;
export type ResetPasswordInput = z.input<typeof authSchemas.resetPassword>;
