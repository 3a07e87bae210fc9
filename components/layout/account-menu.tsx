"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense } from "react";
import { Link } from "@/i18n/navigation";
import { useViewer } from "@/lib/auth/use-viewer";

// The signed-in menus load once someone is signed in: a visitor's page carries only the two links
// (issue 24's JavaScript budget, docs/decisions/139-public-pages-without-swr.md).
const AccountMenus = lazy(() => import("./account-menus"));

/**
 * The account corner of the header. The page is static, so the browser asks who is signed in
 * (useViewer): visitors see Register and Login; a customer a menu labelled with their first name;
 * a franchisee a menu labelled with the shop's name (docs/product.md#screens-and-routes).
 */
export function AccountMenu({ variant = "bar" }: { variant?: "bar" | "panel" }) {
  const nav = useTranslations("Nav");
  const { viewer } = useViewer();
  const panel = variant === "panel";

  if (viewer && (viewer.customer || viewer.franchisee || viewer.operator)) {
    return (
      <Suspense fallback={null}>
        <AccountMenus viewer={viewer} panel={panel} />
      </Suspense>
    );
  }

  return (
    <div className={panel ? "grid grid-cols-2 gap-2" : "flex items-center gap-2"}>
      <Link
        href="/register"
        className={`${panel ? "flex min-h-11 justify-center" : "inline-flex"} items-center rounded-lg border border-brand-600 px-4 py-2 font-semibold whitespace-nowrap text-brand-700 transition-colors hover:bg-brand-50`}
      >
        {nav("register")}
      </Link>
      <Link
        href="/login"
        className={`${panel ? "flex min-h-11 justify-center" : "inline-flex"} items-center rounded-lg bg-brand-600 px-4 py-2 font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-brand-700`}
      >
        {nav("login")}
      </Link>
    </div>
  );
}
