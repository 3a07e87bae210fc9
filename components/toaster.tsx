"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { usePathname } from "@/i18n/navigation";
import { onToasterRequested, toasterRequested } from "@/lib/toast/toast";

// React.lazy rather than next/dynamic: this is on every page, and next/dynamic's loader added 1 KiB
// gzip to every page's first load (docs/benchmarks.md).
const SonnerToaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));
const noSubscription = () => () => {};

/**
 * App-wide toast outlet: bottom-right, 5 s (docs/product.md#errors-messages-and-timings, ARCHITECTURE.md#stack-and-why); a toast raised by a press in the
 * lower half of the screen opens at the top instead (lib/toast/toast.ts). Call `toast()` from
 * `@/lib/toast/toast`. sonner loads with the first toast instead of with every page (issue 3's
 * JavaScript budget). The operator console calls sonner directly, so there it loads at once.
 */
export function Toaster() {
  const pathname = usePathname();
  const wanted = useSyncExternalStore(onToasterRequested, toasterRequested, () => false);
  // Drawn in the browser only (the console's toaster too), as sonner's own markup never was on the server.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!inBrowser || (!wanted && !pathname.startsWith("/admin"))) return null;
  return (
    <Suspense fallback={null}>
      {/* sonner sets its own font stack on the toaster: inherit the page's, with its Devanagari font on Marathi and Hindi pages. */}
      <SonnerToaster position="bottom-right" duration={5000} richColors style={{ fontFamily: "inherit" }} />
    </Suspense>
  );
}
