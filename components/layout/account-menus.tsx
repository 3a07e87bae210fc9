"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { useCloseOnOutside } from "./use-close-on-outside";
import { Link } from "@/i18n/navigation";
import type { Viewer } from "@/lib/auth/viewer";

type MenuItem = { href: string; label: string };

/** The signed-in person's menus in the header's account corner (AccountMenu loads this module). */
export default function AccountMenus({ viewer, panel }: { viewer: Viewer; panel: boolean }) {
  const t = useTranslations("PublicNav");
  const menus: { key: string; label: string; items: MenuItem[] }[] = [];
  if (viewer.customer) {
    menus.push({
      key: "customer",
      label: viewer.customer.firstName,
      items: [
        { href: "/dashboard", label: t("dashboard") },
        { href: "/profile", label: t("myProfile") },
        { href: "/favorites", label: t("favorites") },
        { href: "/purchase", label: t("purchase") },
        { href: "/downline", label: t("downline") },
        { href: "/kyc", label: t("kyc") },
        { href: "/logout", label: t("logout") },
      ],
    });
  }
  if (viewer.franchisee) {
    menus.push({
      key: "franchisee",
      label: viewer.franchisee.name,
      items: [
        { href: "/franchisee-dashboard", label: t("franchiseeDashboard") },
        { href: "/franchisee-profile", label: t("myProfile") },
        { href: "/franchisee-images", label: t("shopImages") },
        { href: "/franchisee-sales", label: t("sales") },
        { href: "/franchisee-reviews", label: t("reviews") },
        { href: "/franchisee-transactions", label: t("transactions") },
        { href: "/logout", label: t("logout") },
      ],
    });
  }
  if (viewer.operator && menus.length === 0) {
    menus.push({ key: "operator", label: viewer.operator.name, items: [{ href: "/admin", label: t("operatorConsole") }, { href: "/logout", label: t("logout") }] });
  }

  return (
    <div className={panel ? "grid gap-2" : "flex items-center gap-2"}>
      {menus.map((menu) => (
        <Dropdown key={menu.key} label={menu.label} items={menu.items} accountLabel={t("account")} panel={panel} />
      ))}
    </div>
  );
}

function Dropdown({ label, items, accountLabel, panel }: { label: string; items: MenuItem[]; accountLabel: string; panel: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useCloseOnOutside(open, rootRef, setOpen);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className={`inline-flex min-h-11 w-full max-w-56 items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 font-semibold text-brand-800 hover:bg-brand-100 ${panel ? "justify-between" : ""}`}
      >
        <span className="grid size-7 place-items-center rounded-full bg-brand-600 text-sm text-white" aria-hidden="true">
          {label.slice(0, 1).toUpperCase()}
        </span>
        <span className="truncate">{label}</span>
      </button>
      <ul
        id={id}
        hidden={!open}
        aria-label={accountLabel}
        className={panel ? "mt-1 grid gap-0.5 rounded-lg bg-stone-50 p-1" : "absolute top-full right-0 z-50 mt-2 grid w-56 gap-0.5 rounded-xl border border-stone-200 bg-white p-2 shadow-xl"}
      >
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} onClick={() => setOpen(false)} className="flex min-h-10 items-center rounded-lg px-3 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-700">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
