"use client";

import { useEffect, useState } from "react";
import { CloseIcon, MenuIcon } from "@/components/icons";
import { NavLink } from "@/components/layout/nav-link";
import { NotificationBell } from "@/components/layout/notification-bell";
import { Link, usePathname } from "@/i18n/navigation";
import { ConsoleMark } from "./console-mark";

/** The operator console's sections, in the order an operator's day runs through them. */
export const ADMIN_SECTIONS = [
  { href: "/admin", label: "Overview", exact: true },
  { href: "/admin/shops", label: "Shops & franchisees" },
  { href: "/admin/sales", label: "Sales" },
  { href: "/admin/customers", label: "Customers" },
  { href: "/admin/categories", label: "Categories" },
  { href: "/admin/news", label: "News" },
  { href: "/admin/comments", label: "Comments" },
  { href: "/admin/reviews", label: "Reviews" },
  { href: "/admin/grievances", label: "Grievances" },
  { href: "/admin/commissions", label: "Commission months" },
  { href: "/admin/payouts", label: "Payouts" },
  { href: "/admin/plans", label: "Commission plans" },
  { href: "/admin/notifications", label: "Notification SMS" },
  { href: "/admin/audit", label: "Audit log" },
] as const;

const PANEL_ID = "admin-nav-panel";

/**
 * The console's frame: a side navigation with the operator's name and sign-out on wide screens; on
 * phones a top bar whose menu button opens the same list.
 */
export function AdminNav({ operatorName }: { operatorName: string }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // A followed link closes the phone menu (the layout stays mounted across the console's pages).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="bg-brand-950 text-brand-100 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-60 lg:shrink-0 lg:flex-col">
      <div className="flex h-14 items-center justify-between gap-3 px-4 lg:h-20">
        <ConsoleMark />
        <span className="ml-auto lg:ml-0">
          <NotificationBell tone="dark" />
        </span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-white hover:bg-white/10 lg:hidden"
        >
          {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
          Menu
        </button>
      </div>
      <div id={PANEL_ID} className={`${open ? "flex" : "hidden"} flex-col border-t border-white/10 lg:flex lg:min-h-0 lg:flex-1 lg:border-t-0`}>
        <nav aria-label="Operator console" className="lg:min-h-0 lg:flex-1 lg:overflow-y-auto">
          <ul className="grid gap-0.5 px-3 py-2 text-sm">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.href}>
                <NavLink
                  href={section.href}
                  exact={"exact" in section && section.exact}
                  className="flex min-h-10 items-center rounded-lg px-3 font-medium text-brand-100 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white aria-[current=page]:text-brand-900"
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center justify-between gap-3 border-t border-white/10 px-4 py-3 text-sm">
          <p className="min-w-0">
            <span className="block text-xs text-brand-300">Signed in as</span>
            <span data-testid="operator-name" className="block truncate font-semibold text-white">{operatorName}</span>
          </p>
          <Link href="/logout" className="inline-flex min-h-10 shrink-0 items-center rounded-lg border border-white/30 px-3 font-semibold text-white hover:bg-white/10">
            Sign out
          </Link>
        </div>
      </div>
    </div>
  );
}
