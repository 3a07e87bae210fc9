import { localizedName } from "@/lib/localized";
import { getLocale, getTranslations } from "next-intl/server";
import { categoriesForMenus } from "@/server/public/cached";
import { AccountMenu } from "./account-menu";
import { AllAdsMenu } from "./all-ads-menu";
import { LocaleSwitcher } from "./locale-switcher";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { NotificationBell } from "./notification-bell";
import { infoNav, primaryNav } from "./nav-items";
import { ReportLink } from "./report-link";
import { SearchBox } from "@/components/search/search-box";

/**
 * Site header (docs/product.md#screens-and-routes). Wide screens: a slim top bar with the company/help links and the
 * language switcher, then the logo, main links (All Ads is a category dropdown), the search box and
 * the account corner. Small screens: logo and a hamburger menu, the search box on a row below. The header is static: who is signed in is
 * learnt in the browser (AccountMenu, ReportLink use useViewer).
 */
export async function Header() {
  const t = await getTranslations("Header");
  const nav = await getTranslations("Nav");
  const pub = await getTranslations("PublicNav");
  const locale = await getLocale();
  const categories = (await categoriesForMenus()).map((c) => ({ slug: c.slug, name: localizedName(c, locale) }));
  const allAds = { label: nav("allAds"), menuLabel: pub("allAdsMenu"), allLabel: pub("allCategories"), categories };

  const barLink =
    "rounded-lg px-3 py-2 font-medium whitespace-nowrap text-stone-700 transition-colors hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700";
  const topLink = "whitespace-nowrap transition-colors hover:text-white aria-[current=page]:font-semibold aria-[current=page]:text-white";

  return (
    <header id="top" tabIndex={-1} className="relative z-30 outline-none">
      <a
        href="#main"
        className="sr-only rounded-md bg-accent-500 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {t("skipToContent")}
      </a>

      {/* Top bar (wide screens) */}
      <div className="hidden bg-brand-900 text-brand-100 lg:block">
        <div className="page-container flex h-10 items-center justify-between gap-6 text-sm">
          <nav aria-label={t("secondaryNav")}>
            <ul className="flex items-center gap-5">
              {infoNav.map((item) => (
                <li key={item.key}>
                  {item.key === "report" ? (
                    <ReportLink needsLogin={pub("reportNeedsLogin")} className={topLink}>
                      {nav(item.key)}
                    </ReportLink>
                  ) : (
                    <NavLink href={item.href} className={topLink}>
                      {nav(item.key)}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <LocaleSwitcher variant="onDark" />
        </div>
      </div>

      {/* Main bar */}
      <div className="border-b border-stone-200 bg-white/95 shadow-sm backdrop-blur">
        <div className="page-container flex h-16 items-center justify-between gap-4 lg:h-20">
          <Logo />

          <nav aria-label={t("mainNav")} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {primaryNav.map((item) => (
                <li key={item.key}>
                  {item.key === "allAds" ? (
                    <AllAdsMenu {...allAds} />
                  ) : (
                    <NavLink href={item.href} className={barLink}>
                      {nav(item.key)}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>

          <div className="hidden max-w-sm min-w-0 flex-1 lg:block">
            <SearchBox />
          </div>

          <div className="ml-auto flex items-center gap-2 lg:ml-0">
            <NotificationBell />
            <div className="hidden lg:block">
              <AccountMenu />
            </div>
          </div>

          <MobileMenu
            labels={{ open: t("openMenu"), close: t("closeMenu"), nav: t("mobileNav") }}
            primary={primaryNav.map((item) => ({ key: item.key, href: item.href, label: nav(item.key) }))}
            info={infoNav.map((item) => ({ key: item.key, href: item.href, label: nav(item.key) }))}
            allAds={allAds}
            reportNeedsLogin={pub("reportNeedsLogin")}
          />
        </div>
        {/* Phones: the search box on a row of its own under the logo. */}
        <div className="page-container pb-2 lg:hidden">
          <SearchBox />
        </div>
      </div>
    </header>
  );
}
