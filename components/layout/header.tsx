import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { LocaleSwitcher } from "./locale-switcher";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { authNav, infoNav, primaryNav } from "./nav-items";

/**
 * Site header (SPEC §2). Wide screens: a slim top bar with the company/help
 * links and the language switcher, then the logo, main links and the
 * Register / Login buttons. Small screens: logo and a hamburger menu.
 *
 * Later (public-site issue): "All Ads" becomes a category dropdown, Report
 * checks the customer login, and Register/Login give way to the customer or
 * franchisee menu when someone is logged in.
 */
export function Header() {
  const t = useTranslations("Header");
  const nav = useTranslations("Nav");

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
                  <NavLink
                    href={item.href}
                    className="whitespace-nowrap transition-colors hover:text-white aria-[current=page]:font-semibold aria-[current=page]:text-white"
                  >
                    {nav(item.key)}
                  </NavLink>
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
                  <NavLink
                    href={item.href}
                    className="rounded-lg px-3 py-2 font-medium whitespace-nowrap text-stone-700 transition-colors hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                  >
                    {nav(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="hidden items-center gap-2 lg:flex">
            <Link
              href={authNav[0].href}
              className="rounded-lg border border-brand-600 px-4 py-2 font-semibold whitespace-nowrap text-brand-700 transition-colors hover:bg-brand-50"
            >
              {nav(authNav[0].key)}
            </Link>
            <Link
              href={authNav[1].href}
              className="rounded-lg bg-brand-600 px-4 py-2 font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-brand-700"
            >
              {nav(authNav[1].key)}
            </Link>
          </div>

          <MobileMenu labels={{ open: t("openMenu"), close: t("closeMenu"), nav: t("mobileNav") }}>
            <ul className="grid gap-1">
              {primaryNav.map((item) => (
                <li key={item.key}>
                  <NavLink
                    href={item.href}
                    className="flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-stone-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                  >
                    {nav(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="my-3 grid grid-cols-2 gap-2">
              <Link
                href={authNav[0].href}
                className="flex min-h-11 items-center justify-center rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {nav(authNav[0].key)}
              </Link>
              <Link
                href={authNav[1].href}
                className="flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
              >
                {nav(authNav[1].key)}
              </Link>
            </div>
            <ul className="grid grid-cols-2 gap-x-2 gap-y-1 border-t border-stone-200 pt-3">
              {infoNav.map((item) => (
                <li key={item.key}>
                  <NavLink
                    href={item.href}
                    className="flex min-h-11 items-center rounded-lg px-3 text-sm text-stone-600 hover:bg-stone-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                  >
                    {nav(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-3 border-t border-stone-200 pt-3 pb-1">
              <LocaleSwitcher />
            </div>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
