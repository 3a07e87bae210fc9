import "./zod-setup";
import { z } from "zod";
import { serialId } from "./serial-id";
import { makeProfileShape, positionComplete } from "./franchisee-profile";

/**
 * Operator console: franchisees and their shops (issue 8 part 2). Shared by the console's forms
 * (react-hook-form + zodResolver) and the server actions. English only, like the whole console.
 */
export const ADMIN_SHOP_MESSAGES = {
  mobileRequired: "Please enter the owner's mobile number.",
  mobileInvalid: "The mobile number should be exactly 10 digits.",
  ownerNameRequired: "Please enter the owner's name.",
  ownerNameTooLong: "The owner's name should be at most 100 characters.",
  credentialRequired: "Please choose how the owner gets a password.",
  passwordRequired: "Please type a password for the owner.",
  passwordMin: "The password should be at least 8 characters.",
  passwordMax: "The password should be at most 128 characters.",
  shopNameRequired: "Please enter the shop name.",
  shopNameTooLong: "The shop name should be at most 120 characters.",
  categoryRequired: "Please select a category.",
  cityRequired: "Please select a city from the list.",
  pincodeInvalid: "The pincode should be exactly 6 digits.",
  addressRequired: "Please enter the shop address.",
  addressTooLong: "The address should be at most 300 characters.",
  rateInvalid: "Please enter a rate between 0 and 100 with at most two decimals, e.g. 5 or 4.5.",
  statusInvalid: "Please choose draft or published.",
  lowWalletSalesInvalid: "Please enter a whole number of sales from 0 to 1,000 (0 turns the warning off).",
  reasonRequired: "Please give a reason.",
  reasonTooLong: "The reason should be at most 500 characters.",
} as const;

const m = ADMIN_SHOP_MESSAGES;
export const SHOP_VISIBILITY = ["draft", "published"] as const;
export const SHOP_LIST_STATUSES = ["all", "published", "draft", "suspended"] as const;
export type ShopListStatus = (typeof SHOP_LIST_STATUSES)[number];

/** An interest rate typed in percent ("5", "4.5", "12.25") as basis points (500 = 5%). */
export const interestRatePercent = z
  .union([z.string(), z.number()], { error: m.rateInvalid })
  .transform((value) => String(value).replace(/[%\s]/g, ""))
  .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100, m.rateInvalid)
  .transform((value) => Math.round(Number(value) * 100));

/** Low-wallet warning level: how many more sales the wallet must cover (0 to 1,000; 0: never warned). */
export const LOW_WALLET_SALES_MAX = 1000;
export const lowWalletSales = z
  .union([z.string(), z.number()], { error: m.lowWalletSalesInvalid })
  .transform((value) => String(value).replace(/[\s,]/g, ""))
  .refine((value) => /^\d{1,4}$/.test(value) && Number(value) <= LOW_WALLET_SALES_MAX, m.lowWalletSalesInvalid)
  .transform(Number);

const mobile = z
  .string({ error: m.mobileRequired })
  .trim()
  .min(1, m.mobileRequired)
  .regex(/^[0-9]{10}$/, m.mobileInvalid);
const ownerName = z.string({ error: m.ownerNameRequired }).trim().min(1, m.ownerNameRequired).max(100, m.ownerNameTooLong);
const checkbox = z.boolean().default(false);

/**
 * A new franchisee with their shop. The owner gets a password either typed here by the operator
 * (told to the owner in person) or by a one-time set-up code texted to their mobile, which they use
 * on the reset-password pages.
 */
export const createFranchiseeShopSchema = z
  .object({
    mobile,
    owner_name: ownerName,
    credential: z.enum(["password", "sms"], { error: m.credentialRequired }),
    password: z.string().max(128, m.passwordMax).default(""),
    shop_name: z.string({ error: m.shopNameRequired }).trim().min(1, m.shopNameRequired).max(120, m.shopNameTooLong),
    category_id: serialId(m.categoryRequired),
    city: z.string({ error: m.cityRequired }).trim().min(1, m.cityRequired).max(80, m.cityRequired),
    pincode: z.string({ error: m.pincodeInvalid }).trim().regex(/^\d{6}$/, m.pincodeInvalid),
    address: z.string({ error: m.addressRequired }).trim().min(1, m.addressRequired).max(300, m.addressTooLong),
    interest_rate: interestRatePercent,
    featured: checkbox,
    best_deal: checkbox,
    status: z.enum(SHOP_VISIBILITY, { error: m.statusInvalid }).default("published"),
  })
  .superRefine((value, ctx) => {
    if (value.credential !== "password") return;
    if (value.password.length === 0) ctx.addIssue({ code: "custom", path: ["password"], message: m.passwordRequired });
    else if (value.password.length < 8) ctx.addIssue({ code: "custom", path: ["password"], message: m.passwordMin });
  });
export type CreateFranchiseeShopForm = z.input<typeof createFranchiseeShopSchema>;
export type CreateFranchiseeShopInput = z.output<typeof createFranchiseeShopSchema>;

/** Every field the franchisee's own profile form has, plus what only an operator sets. */
export const updateAdminShopSchema = z
  .object({
    ...makeProfileShape(),
    owner_name: ownerName,
    interest_rate: interestRatePercent,
    // Left out (an older client): the shop keeps its level.
    low_wallet_sales: lowWalletSales.optional(),
    featured: checkbox,
    best_deal: checkbox,
    status: z.enum(SHOP_VISIBILITY, { error: m.statusInvalid }),
  })
  .refine(positionComplete, { message: "Please pick the shop's position in Maharashtra on the map.", path: ["latitude"] });
export type UpdateAdminShopForm = z.input<typeof updateAdminShopSchema>;
export type UpdateAdminShopInput = z.output<typeof updateAdminShopSchema>;

export const requiredReason = z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(500, m.reasonTooLong);
export const optionalReason = z.string().trim().max(500, m.reasonTooLong).default("");

export const suspendShopSchema = z.object({ reason: requiredReason });
export const restoreShopSchema = z.object({ reason: optionalReason });

export type AdminShopFilterParams = { search: string; city: string; categoryId: number | null; status: ShopListStatus };

/** The shop list's filters from a query string (?q=&city=&category=&status=); anything malformed is dropped. */
export function readShopFilters(params: Record<string, string | string[] | undefined>): AdminShopFilterParams {
  const text = (key: string, max = 100) => (typeof params[key] === "string" ? (params[key] as string).trim().slice(0, max) : "");
  const category = text("category");
  const status = text("status");
  const city = text("city", 80);
  return {
    search: text("q"),
    city: /^[a-z0-9-]+$/.test(city) ? city : "",
    categoryId: /^\d{1,9}$/.test(category) ? Number(category) : null,
    status: (SHOP_LIST_STATUSES as readonly string[]).includes(status) ? (status as ShopListStatus) : "all",
  };
}

export function shopFilterQuery(filters: AdminShopFilterParams): Record<string, string | undefined> {
  return {
    q: filters.search || undefined,
    city: filters.city || undefined,
    category: filters.categoryId === null ? undefined : String(filters.categoryId),
    status: filters.status === "all" ? undefined : filters.status,
  };
}
