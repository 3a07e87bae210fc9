import { getTranslations } from "next-intl/server";
import { NavLink } from "@/components/layout/nav-link";

const TABS = [
  { href: "/franchisee-dashboard", key: "dashboardTitle" },
  { href: "/franchisee-addsales", key: "addSaleTitle" },
  { href: "/franchisee-sales", key: "salesTitle" },
  { href: "/franchisee-transactions", key: "transactionsTitle" },
  { href: "/franchisee-profile", key: "profileTitle" },
  { href: "/franchisee-images", key: "imagesTitle" },
] as const;

/** The back office's own navigation, under the site header. */
export async function FranchiseeTabs() {
  const t = await getTranslations("Franchisee");
  return (
    <nav aria-label={t("dashboardTitle")} className="border-b border-stone-200 bg-white">
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
