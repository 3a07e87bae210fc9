"use client";

import { useEffect, useRef, useState, type ComponentProps, type MouseEvent } from "react";
import { CloseIcon, MenuIcon } from "@/components/icons/chrome-icons";
import { AccountMenu } from "./account-menu";
import { AllAdsMenu } from "./all-ads-menu";
import { LocaleSwitcher } from "./locale-switcher";
import { NavLink } from "./nav-link";
import { ReportLink } from "./report-link";

/** A header link as text: the panel is built here, in the browser, from what the header passes. */
export type MenuLink = { key: string; href: string; label: string };

type Props = {
  labels: { open: string; close: string; nav: string };
  /** The main links; the `allAds` one opens the category list. */
  primary: MenuLink[];
  /** The company and help links; the `report` one checks for a customer login first. */
  info: MenuLink[];
  allAds: Omit<ComponentProps<typeof AllAdsMenu>, "variant">;
  reportNeedsLogin: string;
};

const PANEL_ID = "mobile-menu";
const panelLink =
  "flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-stone-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700";
const infoPanelLink =
  "flex min-h-11 items-center rounded-lg px-3 text-sm text-stone-600 hover:bg-stone-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700";

/**
 * Hamburger toggle and the collapsible menu panel for small screens (hidden from `lg` up, where
 * the header shows the links inline). The panel's links are put on the page when it opens, from
 * labels the header passes as text: closed, the panel is hidden anyway, and as server-rendered
 * children its ~30 links were a large part of every server-rendered page's HTML and RSC payload
 * (docs/benchmarks.md).
 */
export function MobileMenu({ labels, primary, info, allAds, reportNeedsLogin }: Props) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  // Close once a link in the panel is followed (client-side navigation keeps
  // this component mounted).
  function onPanelClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 transition-colors hover:bg-brand-50 lg:hidden"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <div
        id={PANEL_ID}
        hidden={!open}
        onClick={onPanelClick}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-stone-200 bg-white shadow-lg lg:hidden"
      >
        {open && (
          <nav aria-label={labels.nav} className="page-container py-3">
            <ul className="grid gap-1">
              {primary.map((item) => (
                <li key={item.key}>
                  {item.key === "allAds" ? (
                    <AllAdsMenu {...allAds} variant="panel" />
                  ) : (
                    <NavLink href={item.href} className={panelLink}>
                      {item.label}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
            <div className="my-3">
              <AccountMenu variant="panel" />
            </div>
            <ul className="grid grid-cols-2 gap-x-2 gap-y-1 border-t border-stone-200 pt-3">
              {info.map((item) => (
                <li key={item.key}>
                  {item.key === "report" ? (
                    <ReportLink needsLogin={reportNeedsLogin} className={infoPanelLink}>
                      {item.label}
                    </ReportLink>
                  ) : (
                    <NavLink href={item.href} className={infoPanelLink}>
                      {item.label}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
            <div className="mt-3 border-t border-stone-200 pt-3 pb-1">
              <LocaleSwitcher />
            </div>
          </nav>
        )}
      </div>
    </>
  );
}
