import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { privateRobots } from "../_components/redirect-to";
import { LogoutClient } from "./logout-client";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Logout");
  return { title: t("metaTitle"), robots: privateRobots, alternates: await pageAlternates("/logout") };
}

/** /logout (docs/product.md#screens-and-routes): clears the session and every account cookie, then goes to /. */
export default async function LogoutPage() {
  const t = await getTranslations("Logout");
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <LogoutClient label={t("working")} />
    </div>
  );
}
