import "server-only";
import type { Actor } from "@/server/auth/actor";
import { sanitizeRichText } from "@/server/public/sanitize";
import { assertRole } from "@/server/auth/actor";

/** The body as it will be stored and shown: the editor's live preview uses the very same sanitizer. */
export function previewArticleBody({ actor, bodyHtml }: { actor: Actor; bodyHtml: string }): { html: string } {
  assertRole(actor, "operator");
  return { html: sanitizeRichText(bodyHtml) };
}
