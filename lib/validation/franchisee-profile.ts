import "./zod-setup";
import { z } from "zod";
import { serialId } from "./serial-id";
import { toLatinDigits } from "@/lib/format";

/**
 * The shop owner's profile (docs/product.md#screens-and-routes /franchisee-profile, §5 rules), shared by the form and the
 * server. English texts are the product's messages where docs/product.md gives them; the form translates them through
 * the `FranchiseeProfileValidation` catalog namespace by key.
 */
export const PROFILE_MESSAGES = {
  nameRequired: "Please enter the shop name.",
  nameTooLong: "Shop name should be at most 120 characters.",
  nameMrTooLong: "Shop name in Marathi should be at most 120 characters.",
  nameMrScript: "Please write the Marathi name in Devanagari letters.",
  nameHiTooLong: "Shop name in Hindi should be at most 120 characters.",
  nameHiScript: "Please write the Hindi name in Devanagari letters.",
  categoryRequired: "Please select a category.",
  emailInvalid: "please enter valid email id.",
  officeInvalid: "Office number should be 6 to 15 digits (a dash or spaces are fine).",
  aadharInvalid: "aadhar no should be exact 12 numbers.",
  panInvalid: "please enter valid pan card number.",
  stateInvalid: "Please select the state.",
  cityRequired: "Please select a city from the list.",
  pincodeInvalid: "pincode should be exact 6 numbers.",
  addressRequired: "Please enter the shop address.",
  addressTooLong: "Address should be at most 300 characters.",
  brandsTooLong: "Brands should be at most 300 characters.",
  timeInvalid: "Please enter times like 09:30.",
  timeOrder: "Closing time should be after opening time.",
  textTooLong: "This text is too long (at most 5,000 characters).",
  positionInvalid: "Please pick the shop's position in Maharashtra on the map.",
} as const;

export type ProfileMessageKey = keyof typeof PROFILE_MESSAGES;
export type ProfileMessageFn = (key: ProfileMessageKey) => string;
const english: ProfileMessageFn = (key) => PROFILE_MESSAGES[key];

export function profileMessageKey(message: string): ProfileMessageKey | undefined {
  return (Object.keys(PROFILE_MESSAGES) as ProfileMessageKey[]).find((key) => PROFILE_MESSAGES[key] === message);
}

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export const STATE_OPTION = "MAHARASHTRA";
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A Devanagari letter or vowel sign: a Marathi name has at least one (digits and Latin may sit beside them). */
const DEVANAGARI_LETTER = /[\u0900-\u0963\u0971-\u097F]/;
/** Maharashtra's extent with a margin: a pin outside it is a slip of the finger. */
const BOUNDS = { minLat: 15.5, maxLat: 22.2, minLng: 72.5, maxLng: 81 };

/** The profile's fields without the whole-form rule, so the operator console can add its own (lib/validation/admin-shops.ts). */
export function makeProfileShape(m: ProfileMessageFn = english) {
  const optionalText = (max: number, key: ProfileMessageKey) => z.string().trim().max(max, m(key)).default("");
  const period = z
    .object({ day: z.enum(WEEKDAYS), open: z.string().regex(TIME, m("timeInvalid")), close: z.string().regex(TIME, m("timeInvalid")) })
    .refine((value) => value.open < value.close, { message: m("timeOrder"), path: ["close"] });

  return {
    franchisee_name: z.string().trim().min(1, m("nameRequired")).max(120, m("nameTooLong")),
    /** Optional; shown on Marathi pages and found by the shop search. */
    franchisee_name_mr: z
      .string()
      .trim()
      .max(120, m("nameMrTooLong"))
      .default("")
      .refine((value) => value === "" || DEVANAGARI_LETTER.test(value), m("nameMrScript")),
    /** Optional; shown on Hindi pages (without it they show the English name, never the Marathi one). */
    franchisee_name_hi: z
      .string()
      .trim()
      .max(120, m("nameHiTooLong"))
      .default("")
      .refine((value) => value === "" || DEVANAGARI_LETTER.test(value), m("nameHiScript")),
    category_id: serialId(m("categoryRequired")),
    email: z.union([z.literal(""), z.email(m("emailInvalid"))]).default(""),
    office_no: z
      .string()
      .trim()
      .default("")
      .refine((value) => value === "" || (/^[0-9][0-9 -]{4,18}[0-9]$/.test(value) && value.replace(/\D/g, "").length >= 6 && value.replace(/\D/g, "").length <= 15), m("officeInvalid")),
    /** Blank keeps the Aadhaar on file (only its last four digits are ever shown). */
    aadhar_no: z.string().trim().default("").refine((value) => value === "" || /^\d{12}$/.test(value), m("aadharInvalid")),
    pan_no: z
      .string()
      .trim()
      .toUpperCase()
      .default("")
      .refine((value) => value === "" || /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(value), m("panInvalid")),
    franchisee_state: z.literal(STATE_OPTION, { error: m("stateInvalid") }),
    franchisee_city: z.string().trim().min(1, m("cityRequired")).max(80, m("cityRequired")),
    franchisee_pincode: z.string().trim().overwrite(toLatinDigits).regex(/^\d{6}$/, m("pincodeInvalid")),
    franchisee_address: z.string().trim().min(1, m("addressRequired")).max(300, m("addressTooLong")),
    brands: optionalText(300, "brandsTooLong"),
    opening_hours: z.array(period).max(21).default([]),
    details: optionalText(5000, "textTooLong"),
    features: optionalText(5000, "textTooLong"),
    latitude: z.number().min(BOUNDS.minLat, m("positionInvalid")).max(BOUNDS.maxLat, m("positionInvalid")).nullable().default(null),
    longitude: z.number().min(BOUNDS.minLng, m("positionInvalid")).max(BOUNDS.maxLng, m("positionInvalid")).nullable().default(null),
  };
}

/** A position is both coordinates or neither. */
export function positionComplete(value: { latitude: number | null; longitude: number | null }): boolean {
  return (value.latitude === null) === (value.longitude === null);
}

export function makeProfileSchema(m: ProfileMessageFn = english) {
  return z.object(makeProfileShape(m)).refine(positionComplete, { message: m("positionInvalid"), path: ["latitude"] });
}

export const franchiseeProfileSchema = makeProfileSchema();
export type FranchiseeProfileForm = z.input<typeof franchiseeProfileSchema>;
export type FranchiseeProfileInput = z.output<typeof franchiseeProfileSchema>;
