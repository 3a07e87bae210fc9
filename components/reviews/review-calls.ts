import { useTranslations } from "next-intl";
import type { ApiResponse } from "@/lib/api/envelope";
import { reviewMessageKey } from "@/lib/reviews/review-rules";

export type Answer<T> = ApiResponse<T> | null;

/** POSTs JSON to the reviews API (docs/product.md#json-api); the envelope, or null when the network failed. */
export async function callReviews<T>(path: string, body: unknown): Promise<Answer<T>> {
  try {
    const response = await fetch(path, { method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(body) });
    return (await response.json().catch(() => null)) as Answer<T>;
  } catch {
    return null;
  }
}

/** A server's English message in the page's language (the ReviewValidation catalog), else as sent. */
export function useServerText() {
  const tv = useTranslations("ReviewValidation");
  const t = useTranslations("Reviews");
  return (message: string | undefined | null) => {
    const key = message ? reviewMessageKey(message) : undefined;
    return key ? tv(key) : message || t("loadFailed");
  };
}
