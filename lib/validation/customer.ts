import "./zod-setup";
import { z } from "zod";
import { toLatinDigits } from "@/lib/format";
import { PERIODS } from "@/lib/time";

/**
 * Customer-portal inputs (docs/product.md#validation-rules-and-messages), shared by the forms (react-hook-form + zodResolver) and the
 * server. English texts are the product's exact messages where docs/product.md gives them.
 */

/**
 * the product's bodies name the customer (customer_id, customer); identity comes from the session, so the
 * field is optional and, when present, must be the signed-in customer's own id (docs/product.md#json-api).
 */
export const claimedCustomerId = z.coerce.number().int().positive().optional();

/** docs/product.md#json-api customers/favorites: { customer_id, franchisee_id } — franchisee_id is the shop's id. */
export const favouriteToggleSchema = z.object({
  franchisee_id: z.coerce.number({ error: "Please choose a shop." }).int("Please choose a shop.").positive("Please choose a shop."),
  customer_id: claimedCustomerId,
});
export type FavouriteToggleInput = z.output<typeof favouriteToggleSchema>;

/** Body of shops/favorites and shops/favorites/{page}. */
export const favouriteListSchema = z.object({ customer: claimedCustomerId, customer_id: claimedCustomerId });

/** The texts of the customer forms' rules; the forms translate them by key (`CustomerValidation`). */
export const CUSTOMER_MESSAGES = {
  firstNameLetters: "you can not use numbers,symbols & spaces in first name.",
  middleNameLetters: "you can not use numbers,symbols & spaces in middle name.",
  lastNameLetters: "you can not use numbers,symbols & spaces in last name.",
  emailInvalid: "please enter valid email id.",
  genderInvalid: "Please select Male or Female.",
  ageDigits: "age should be numbers.",
  ageLength: "age should be exact 2 numbers.",
  ageRange: "members are 18 or older: enter an age from 18 to 99.",
  aadharInvalid: "aadhar no should be exact 12 numbers.",
  panInvalid: "please enter valid pan card number.",
  stateInvalid: "Please select the state.",
  cityInvalid: "Please select a city from the list.",
  pincodeInvalid: "pincode should be exact 6 numbers.",
  pincodeOutside: "Please enter a pincode in Maharashtra.",
  addressTooLong: "Address should be at most 300 characters.",
  bankNameRequired: "Please enter the bank name.",
  branchRequired: "Please enter the branch.",
  ifscInvalid: "Please enter a valid IFSC code (like SBIN0000432).",
  accountInvalid: "Account number should be 9 to 18 digits.",
  accountMismatch: "Account numbers do not match.",
  subjectRequired: "Please enter Subject.",
  queryRequired: "Please enter your query.",
  subjectTooLong: "Subject should be at most 150 characters.",
  queryTooLong: "Your query should be at most 5,000 characters.",
  searchTooLong: "Search should be at most 60 characters.",
  saleNotYours: "We could not find this purchase on your code.",
} as const;

export type CustomerMessageKey = keyof typeof CUSTOMER_MESSAGES;
export type CustomerMessageFn = (key: CustomerMessageKey) => string;
const english: CustomerMessageFn = (key) => CUSTOMER_MESSAGES[key];

export function customerMessageKey(message: string): CustomerMessageKey | undefined {
  return (Object.keys(CUSTOMER_MESSAGES) as CustomerMessageKey[]).find((key) => CUSTOMER_MESSAGES[key] === message);
}

/** docs/product.md#validation-rules-and-messages: state options '--select state--' (empty) or MAHARASHTRA. */
export const CUSTOMER_STATE = "MAHARASHTRA";
export const GENDERS = ["Male", "Female"] as const;
/** Letters of any script with their combining marks (same rule as sign-up). */
const LETTERS = /^[\p{L}\p{M}]*$/u;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export function makeCustomerSchemas(m: CustomerMessageFn = english) {
  /** In the profile, empty names are allowed (docs/product.md#validation-rules-and-messages); otherwise letters only. */
  const name = (letters: CustomerMessageKey) => z.string().trim().max(60, m(letters)).regex(LETTERS, m(letters)).default("");
  const profile = z.object({
    firstName: name("firstNameLetters"),
    middleName: name("middleNameLetters"),
    lastName: name("lastNameLetters"),
    email: z.string({ error: m("emailInvalid") }).trim().toLowerCase().max(254, m("emailInvalid")).pipe(z.email(m("emailInvalid"))),
    gender: z.union([z.literal(""), z.enum(GENDERS, { error: m("genderInvalid") })]).default(""),
    /** Two digits, 18 to 99: the Terms admit members of 18 and over (and the column holds no "05"). */
    age: z
      .string()
      .trim()
      .overwrite(toLatinDigits)
      .default("")
      .refine((value) => /^\d*$/.test(value), m("ageDigits"))
      .refine((value) => value === "" || !/^\d*$/.test(value) || value.length === 2, m("ageLength"))
      .refine((value) => !/^\d{2}$/.test(value) || Number(value) >= 18, m("ageRange")),
    /** Blank keeps the Aadhaar on file: only its last four digits are ever shown again. */
    aadhar_no: z.string().trim().default("").refine((value) => value === "" || /^\d{12}$/.test(value), m("aadharInvalid")),
    pan_no: z
      .string()
      .trim()
      .toUpperCase()
      .default("")
      .refine((value) => value === "" || /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(value), m("panInvalid")),
    state: z.union([z.literal(""), z.literal(CUSTOMER_STATE)], { error: m("stateInvalid") }).default(""),
    city: z.string().trim().max(80, m("cityInvalid")).default(""),
    pincode: z.string().trim().overwrite(toLatinDigits).default("").refine((value) => value === "" || /^\d{6}$/.test(value), m("pincodeInvalid")),
    address: z.string().trim().max(300, m("addressTooLong")).default(""),
  });

  const kyc = z
    .object({
      bank_name: z.string({ error: m("bankNameRequired") }).trim().min(1, m("bankNameRequired")).max(100, m("bankNameRequired")),
      branch: z.string({ error: m("branchRequired") }).trim().min(1, m("branchRequired")).max(100, m("branchRequired")),
      ifsc: z.string({ error: m("ifscInvalid") }).trim().toUpperCase().regex(IFSC_PATTERN, m("ifscInvalid")),
      account_no: z.string({ error: m("accountInvalid") }).trim().regex(/^\d{9,18}$/, m("accountInvalid")),
      confirm_account_no: z.string({ error: m("accountMismatch") }).trim(),
    })
    .refine((value) => value.account_no === value.confirm_account_no, { message: m("accountMismatch"), path: ["confirm_account_no"] });

  const report = z.object({
    subject: z.string({ error: m("subjectRequired") }).trim().min(1, m("subjectRequired")).max(150, m("subjectTooLong")),
    reports: z.string({ error: m("queryRequired") }).trim().min(1, m("queryRequired")).max(5000, m("queryTooLong")),
    customer_id: claimedCustomerId,
    /** "Not my purchase?": the sale on the customer's own code that the report is about. */
    sale_id: z.coerce.number().int().positive().optional(),
  });

  return { profile, kyc, report };
}

export const { profile: customerProfileSchema, kyc: kycSchema, report: fraudReportSchema } = makeCustomerSchemas();
export type CustomerProfileForm = z.input<typeof customerProfileSchema>;
export type CustomerProfileInput = z.output<typeof customerProfileSchema>;
export type KycForm = z.input<typeof kycSchema>;
export type KycInput = z.output<typeof kycSchema>;
export type FraudReportForm = z.input<typeof fraudReportSchema>;
export type FraudReportInput = z.output<typeof fraudReportSchema>;

/** docs/product.md#json-api customers/downline: optionally a member of one's own downline to load from, or a search. */
export const downlineQuerySchema = z.object({
  from: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(60, CUSTOMER_MESSAGES.searchTooLong).optional(),
});

/** Body of customers/purchase and customers/purchase/{page}: the product's { customer, filter }. */
export const purchaseQuerySchema = z.object({ filter: z.enum(PERIODS).default("all"), customer: claimedCustomerId });

/** Body of customers/commision and customers/commision/{page}: the product's { customer }, or { month: "YYYY-MM" } for one statement. */
export const commissionQuerySchema = z.object({ customer: claimedCustomerId, month: z.string().trim().max(10).optional() });
