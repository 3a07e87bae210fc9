import { getLocale } from "next-intl/server";
import { permanentRedirect } from "@/i18n/navigation";

/** docs/product.md#urls-and-redirects: both spellings work; /how-its-works is canonical. */
export default async function HowItWorksAlias() {
  permanentRedirect({ href: "/how-its-works", locale: await getLocale() });
}
