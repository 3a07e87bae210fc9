import "server-only";
import { getLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";

/** Redirects within the visitor's language (docs/product.md#urls-and-redirects's redirect rules, decided on the server). */
export async function redirectTo(href: string): Promise<never> {
  return redirect({ href, locale: await getLocale() });
}

/** Account screens are personal: never indexed. */
export const privateRobots = { index: false, follow: false } as const;
