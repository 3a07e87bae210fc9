import { getTranslations } from "next-intl/server";
import { SectionTabs } from "@/components/layout/section-tabs";

const TABS = [
  { href: "/dashboard", key: "dashboardTitle" },
  { href: "/purchase", key: "purchaseTitle" },
  { href: "/commisions", key: "commissionsTitle" },
  { href: "/downline", key: "downlineTitle" },
  { href: "/favorites", key: "favoritesTitle" },
  { href: "/profile", key: "profileTitle" },
  { href: "/kyc", key: "kycTitle" },
] as const;

export async function CustomerTabs() {
  const t = await getTranslations("Customer");
  return <SectionTabs label={t("portalNav")} tabs={TABS.map((tab) => ({ href: tab.href, label: t(tab.key) }))} />;
}
