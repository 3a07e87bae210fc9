import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageAlternates } from "@/server/seo/page-alternates";
import { FranchiseeDashboardClient } from "./dashboard-client";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Franchisee");
  return { title: t("dashboardTitle"), robots: { index: false }, alternates: await pageAlternates("/franchisee-dashboard") };
}

/**
 * /franchisee-dashboard (docs/product.md#validation-rules-and-messages, franchisee login required): a shell the same for every shop owner,
 * built once and served from the page cache; the figures come from the JSON API in the browser
 * (docs/decisions/088-dashboard-shells.md). Without a session cookie the proxy sends the visitor to /franchisee-login;
 * a session that is no longer good, or of another role, gets 401/403 from the API and the browser
 * goes there.
 */
export default function FranchiseeDashboardPage() {
  return (
    <ClientMessages namespaces={["Franchisee"]}>
      <FranchiseeDashboardClient />
    </ClientMessages>
  );
}
