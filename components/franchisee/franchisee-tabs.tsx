import { getTranslations } from "next-intl/server";
import { SectionTabs } from "@/components/layout/section-tabs";

const TABS = [
  { href: "/franchisee-dashboard", key: "dashboardTitle" },
  { href: "/franchisee-insights", key: "insightsTitle" },
  { href: "/franchisee-addsales", key: "addSaleTitle" },
  { href: "/franchisee-sales", key: "salesTitle" },
  { href: "/franchisee-transactions", key: "transactionsTitle" },
  { href: "/franchisee-reviews", key: "reviewsTitle" },
  { href: "/franchisee-profile", key: "profileTitle" },
  { href: "/franchisee-images", key: "imagesTitle" },
] as const;

export async function FranchiseeTabs() {
  const t = await getTranslations("Franchisee");
  return <SectionTabs label={t("dashboardTitle")} tabs={TABS.map((tab) => ({ href: tab.href, label: t(tab.key) }))} />;
}
