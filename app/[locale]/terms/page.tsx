import { getLocale } from "next-intl/server";
import { permanentRedirect } from "@/i18n/navigation";

/** docs/product.md#urls-and-redirects: both spellings work; /terms-of-services is canonical. */
export default async function TermsAlias() {
  permanentRedirect({ href: "/terms-of-services", locale: await getLocale() });
}
