/**
 * How many bytes of a request body the app reads, by route: enforced as the bytes arrive by the
 * production server (server/http/edge-request.ts), before Next.js or a route handler buffers
 * anything, and again by the route handlers' body readers (server/http/read-body.ts), which are
 * all the development server has. Not `server-only`: the production server imports it.
 */
import { MAX_IMAGE_BYTES } from "../../lib/images/image-file";

/** Any JSON body, server action or form post: the largest real one (a shop's profile) is a few KB. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** One uploaded file (an image or the bank's response CSV): the image limit the browser checks too. */
export const UPLOAD_FILE_LIMIT = MAX_IMAGE_BYTES;
/** Room for a multipart body's boundaries and small fields beside its files. */
const MULTIPART_ROOM = 64 * 1024;
/** A form carrying one uploaded file. */
export const UPLOAD_FORM_LIMIT = UPLOAD_FILE_LIMIT + MULTIPART_ROOM;
/** The shop images form: up to three images at once. */
export const SHOP_IMAGES_FORM_LIMIT = 3 * UPLOAD_FILE_LIMIT + MULTIPART_ROOM;
/** An article's body: 100,000 characters, up to three bytes each in Devanagari, JSON-escaped. */
export const ARTICLE_BODY_LIMIT = 1024 * 1024;

const UPLOADS: [RegExp, number][] = [
  // Up to three shop images in one form.
  [/^\/api\/v1\/franchisee\/upload$/, SHOP_IMAGES_FORM_LIMIT],
  [/^\/api\/v1\/admin\/categories\/icon$/, UPLOAD_FORM_LIMIT],
  [/^\/api\/v1\/admin\/news\/image$/, UPLOAD_FORM_LIMIT],
  [/^\/api\/v1\/admin\/payouts\/[^/]+\/bank-response$/, UPLOAD_FORM_LIMIT],
];

/** The operator console's article editor posts its server actions to its own pages. */
const ARTICLE_ACTION_PAGES = /^(\/(en|mr|hi))?\/admin\/news(\/|$)/;

/** The most body bytes a request to `pathname` may carry (`serverAction`: it carries a Next-Action header). */
export function bodyLimitFor(pathname: string, serverAction: boolean): number {
  if (serverAction) return ARTICLE_ACTION_PAGES.test(pathname) ? ARTICLE_BODY_LIMIT : JSON_BODY_LIMIT;
  for (const [pattern, limit] of UPLOADS) if (pattern.test(pathname)) return limit;
  return JSON_BODY_LIMIT;
}

export const TOO_LARGE_MESSAGE = "The request is too large.";
