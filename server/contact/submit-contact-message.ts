import "server-only";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { contactMessages } from "@/server/db/schema";
import { parseInput } from "@/server/http/validation";
import { consumeRateLimit } from "@/server/public/rate-limit";
import { contactInputSchema } from "@/lib/validation/public";
import { PUBLIC_FORM_MESSAGES } from "@/lib/public/form-messages";

export const CONTACT_RECEIVED = PUBLIC_FORM_MESSAGES.contactReceived;

/**
 * Contact Us (docs/product.md#json-api others/contacts): stores the message for operators (a grievance, docs/product.md#complaints-and-grievances).
 * Per-field errors come from the shared schema; a honeypot and rate limits keep spam out.
 */
export async function submitContactMessage(options: { input: unknown; address: string | null; db?: Executor }): Promise<{ msg: string }> {
  const db = options.db ?? appDb;
  const input = parseInput(contactInputSchema, options.input);
  if (input.website && input.website.trim() !== "") return { msg: CONTACT_RECEIVED };
  if (options.address) await consumeRateLimit({ key: `contact:ip:${options.address}`, limit: 5, windowSeconds: 3600, db });
  await consumeRateLimit({ key: `contact:mobile:${input.mobile}`, limit: 5, windowSeconds: 3600, db });
  await db.insert(contactMessages).values({
    name: input.name,
    email: input.email.toLowerCase(),
    mobile: input.mobile,
    subject: input.subject,
    query: input.query,
  });
  return { msg: CONTACT_RECEIVED };
}
