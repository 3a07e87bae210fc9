import { getLocale } from "next-intl/server";
import { permanentRedirect } from "@/i18n/navigation";

/** DESIGN §4: both spellings work; /how-its-works is canonical. */
export default async function HowItWorksAlias() {
  permanentRedirect({ href: "/how-its-works", locale: await getLocale() });
}
