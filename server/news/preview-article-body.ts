import "server-only";
import type { Actor } from "@/server/auth/actor";
import { assertOperator } from "@/server/auth/operator-only";
import { sanitizeRichText } from "@/server/public/sanitize";

/** The body as it will be stored and shown: the editor's live preview uses the very same sanitizer. */
export function previewArticleBody({ actor, bodyHtml }: { actor: Actor; bodyHtml: string }): { html: string } {
  assertOperator(actor);
  return { html: sanitizeRichText(bodyHtml) };
}
