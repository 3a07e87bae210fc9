import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageAlternates } from "@/server/seo/page-alternates";
import { siteOrigin } from "@/server/seo/site-origin";
import { CustomerDashboardClient } from "./dashboard-client";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Customer");
  return { title: t("dashboardTitle"), robots: { index: false }, alternates: await pageAlternates("/dashboard") };
}

/**
 * /dashboard (docs/product.md#validation-rules-and-messages, login required). The page is the same for every customer, so it is built
 * once and served from the page cache; the figures come from the JSON API in the browser
 * (docs/decisions/088-dashboard-shells.md). Without a session cookie the
 * proxy sends the visitor to /login before this page; with a cookie that is no longer good, or of
 * another role, the API answers 401/403 and the browser goes to /login.
 */
export default async function CustomerDashboardPage() {
  return (
    <ClientMessages namespaces={["Customer", "CustomerShare"]}>
      <CustomerDashboardClient registerUrl={new URL("/register", await siteOrigin()).toString()} />
    </ClientMessages>
  );
}
