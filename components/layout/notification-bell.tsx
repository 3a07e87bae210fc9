"use client";

import { lazy, Suspense } from "react";
import { useViewer } from "@/lib/auth/use-viewer";

// Loaded once someone is signed in: a visitor's page carries none of the bell's code (issue 24's
// JavaScript budget, docs/decisions/139-public-pages-without-swr.md).
const NotificationBellLink = lazy(() => import("./notification-bell-link"));

/**
 * The header's bell for anyone signed in: a link to /notifications with the unread count
 * (docs/product.md#notifications). The header is static, so both are learnt in the browser.
 * `dark` on the operator console's dark bar.
 */
export function NotificationBell({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { viewer } = useViewer();
  if (!viewer) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBellLink tone={tone} />
    </Suspense>
  );
}
