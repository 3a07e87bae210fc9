import { getTranslations } from "next-intl/server";
import { NavLink } from "@/components/layout/nav-link";

const TABS = [
  { href: "/dashboard", key: "dashboardTitle" },
  { href: "/purchase", key: "purchaseTitle" },
  { href: "/commisions", key: "commissionsTitle" },
  { href: "/downline", key: "downlineTitle" },
  { href: "/favorites", key: "favoritesTitle" },
  { href: "/profile", key: "profileTitle" },
  { href: "/kyc", key: "kycTitle" },
] as const;

/** The customer portal's own navigation, under the site header. */
export async function CustomerTabs() {
  const t = await getTranslations("Customer");
  return (
    <nav aria-label={t("portalNav")} className="border-b border-stone-200 bg-white">
      <ul className="page-container flex gap-1 overflow-x-auto py-2 text-sm">
        {TABS.map((tab) => (
          <li key={tab.href}>
            <NavLink href={tab.href} className="block rounded-lg px-3 py-2 font-medium whitespace-nowrap text-stone-700 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700">
              {t(tab.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
