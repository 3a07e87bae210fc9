import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { requireOperatorPage } from "@/server/auth/guards";

export const metadata: Metadata = {
  title: { default: "Operator console", template: "%s · Operator console" },
  robots: { index: false, follow: false },
};

/**
 * The operator console (issue 8), in a frame of its own: side navigation, the operator's name and
 * sign-out; the public header, footer and language switch stay out (PublicChrome). The layout turns
 * away anyone without an operator session, and every page, route handler and action below checks
 * again itself: a layout is not a security boundary (it does not re-run on client navigations
 * between its pages).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const viewer = await requireOperatorPage();
  return (
    <div className="flex w-full flex-1 flex-col bg-stone-50 lg:flex-row">
      <a href="#admin-content" className="sr-only rounded-md bg-accent-500 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50">
        Skip to content
      </a>
      <AdminNav operatorName={viewer.operator.name} />
      <div id="admin-content" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">{children}</div>
    </div>
  );
}
