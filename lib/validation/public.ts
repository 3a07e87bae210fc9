import "./zod-setup";
import { z } from "zod";
import { toLatinDigits } from "@/lib/format";
import { PUBLIC_FORM_MESSAGES, tooLongMessage } from "@/lib/public/form-messages";
import { NEAR_RADII_KM } from "@/lib/public/near-radii";

/**
 * Inputs of the public site (docs/product.md#screens-and-routes Home, Shops, News, Contact; §5). Shared by the forms and the
 * /api/v1 handlers. Query strings arrive as text, so numbers are coerced.
 */

export const SHOP_PAGE_SIZE = 12;
export const NEWS_PAGE_SIZE = 6;
export const COMMENT_PAGE_SIZE = 10;
/** Deep pages past this are refused: nobody scrolls 1,000 pages, and a huge OFFSET costs the database. */
export const MAX_PAGE = 1000;

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "unknown value.")
  .max(80);

/** A town page's path (docs/decisions/137-town-pages.md): slugs exactly as written, or the page is not found. */
const pathSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "unknown value.").max(80);
export const townPageParamsSchema = z.object({ town: pathSlug, category: pathSlug.optional() });

/** An empty query-string value ("?city=") means "not chosen". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null || value === "0" ? undefined : value), schema.optional());

export const pageNumber = z.coerce
  .number({ error: "page should be a number." })
  .int("page should be a whole number.")
  .min(1, "page should be 1 or more.")
  .max(MAX_PAGE, `page should be at most ${MAX_PAGE}.`);

/** Every order is index-served at 100k shops (see server/shops/list-shops.ts). */
export const SHOP_SORTS = ["latest", "name", "rating", "nearest"] as const;
/** The language whose shop names `sort=name` follows: Marathi and Hindi pages show the Devanagari name where a shop has one. */
export const NAME_LANGS = ["en", "mr", "hi"] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export { NEAR_RADII_KM };

export const pincodeField = z
  .string()
  .trim()
  .overwrite(toLatinDigits)
  .regex(/^[0-9]*$/, "pincode should be numbers.")
  .length(6, "pincode should be exact 6 numbers.");

/**
 * A position to a millionth of a degree (about 11 cm), which is all a browser's location means. It
 * also turns values such as -2.5e-323 into 0: PostgreSQL's trigonometry refuses to underflow
 * ("value out of range: underflow"), which answered "near me" with a 500.
 */
const toMicroDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6 || 0;

/** A map area as "west,south,east,north" in degrees ("Search this area"). */
const bboxField = z
  .string({ error: "bbox is required." })
  .transform((text) => text.split(",").map(Number))
  .refine((n) => n.length === 4 && n.every(Number.isFinite), "bbox should be west,south,east,north.")
  .refine(([w, s, e, n]) => w! >= -180 && e! <= 180 && s! >= -90 && n! <= 90 && w! < e! && s! < n!, "bbox should be west,south,east,north.")
  .transform(([west, south, east, north]) => ({ west: toMicroDegrees(west!), south: toMicroDegrees(south!), east: toMicroDegrees(east!), north: toMicroDegrees(north!) }));

export const shopListQuerySchema = z
  .object({
    search: optional(z.string().trim().max(100, "search text should be at most 100 characters.")),
    category: optional(slug),
    city: optional(slug),
    pincode: optional(pincodeField),
    sort: optional(z.enum(SHOP_SORTS, { error: "unknown sort order." })),
    // "4★ and up": shops whose average, as the card shows it (one decimal), is at least this.
    // "Open now": shops whose hours cover the current minute in Asia/Kolkata and that no closure notice shuts.
    open_now: optional(z.enum(["1", "true"], { error: "open_now should be 1." }).transform(() => true as const)),
    min_rating: optional(z.coerce.number({ error: "min_rating should be a number." }).int("min_rating should be 1 to 4.").min(1, "min_rating should be 1 to 4.").max(4, "min_rating should be 1 to 4.")),
    lang: optional(z.enum(NAME_LANGS, { error: "lang should be en, mr or hi." })),
    // "Near me" within this many kilometres (with lat and lng).
    radius_km: optional(z.coerce.number({ error: "radius_km should be a number." }).refine((km) => (NEAR_RADII_KM as readonly number[]).includes(km), "radius_km should be 1, 2, 5, 10 or 25.")),
    lat: optional(z.coerce.number({ error: "lat should be a number." }).min(-90).max(90).transform(toMicroDegrees)),
    lng: optional(z.coerce.number({ error: "lng should be a number." }).min(-180).max(180).transform(toMicroDegrees)),
    // "Search this area" on the map: only shops inside this box.
    bbox: optional(bboxField),
    page: optional(pageNumber),
  })
  .refine((value) => (value.lat === undefined) === (value.lng === undefined), {
    message: "lat and lng go together.",
    path: ["lat"],
  });
export type ShopListQuery = z.output<typeof shopListQuerySchema>;

export const idField = z.coerce
  .number({ error: "id should be a number." })
  .int("id should be a whole number.")
  .positive("id should be a positive number.")
  .max(Number.MAX_SAFE_INTEGER);

export const shopIdSchema = z.object({ id: idField });

export const newsListQuerySchema = z.object({
  category: optional(slug),
  page: optional(pageNumber),
});

export const newsIdSchema = z.object({ id: idField });
export const commentsQuerySchema = z.object({ news_id: idField, page: optional(pageNumber) });

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(max));

const M = PUBLIC_FORM_MESSAGES;

export const emailField = z
  .string({ error: M.emailInvalid })
  .trim()
  .max(200, M.emailInvalid)
  .pipe(z.email(M.emailInvalid));

/** A visitor's comment (docs/product.md#roles-and-permissions: visitors may post with name, email and comment). */
export const commentInputSchema = z.object({
  news_id: idField,
  name: requiredText(M.nameRequired, 80),
  email: emailField,
  comment: requiredText(M.commentRequired, 1000),
  /** Honeypot: a field people never see; bots fill it. */
  website: z.string().max(500).optional(),
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const mobileField = z
  .string({ error: M.mobileRequired })
  .trim()
  .min(1, M.mobileRequired)
  .overwrite(toLatinDigits)
  .regex(/^[0-9]+$/, M.mobileDigits)
  .length(10, M.mobileLength);

/** Contact Us (docs/product.md#json-api others/contacts): no client-side rules, the server answers per field. */
export const contactInputSchema = z.object({
  name: requiredText(M.nameRequired, 80),
  mobile: mobileField,
  email: emailField,
  subject: requiredText(M.subjectRequired, 150),
  query: requiredText(M.queryRequired, 2000),
  website: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;

/** First value of each query parameter (Next.js gives arrays for repeated keys). */
export function firstValues(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") out[key] = first;
  }
  return out;
}

/**
 * For pages: parse the listing filters, dropping the invalid ones (shown as field errors) instead
 * of failing the whole page, so a mistyped pincode still lists shops with the other filters.
 */
export function parseShopQueryLeniently(raw: Record<string, string>): { query: ShopListQuery; errors: Record<string, string> } {
  const first = shopListQuerySchema.safeParse(raw);
  if (first.success) return { query: first.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of first.error.issues) {
    const key = String(issue.path[0] ?? "msg");
    errors[key] ??= issue.message;
  }
  const rest = Object.fromEntries(Object.entries(raw).filter(([key]) => !(key in errors) && !(key === "lng" && "lat" in errors)));
  const second = shopListQuerySchema.safeParse(rest);
  return { query: second.success ? second.data : {}, errors };
}

/** `GET /api/v1/shops/map?bbox=west,south,east,north` plus the listing's filters: the map view's area. */
export const shopMapAreaSchema = z.object({ bbox: bboxField });
export type ShopMapArea = z.output<typeof bboxField>;
