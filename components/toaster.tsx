"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { usePathname } from "@/i18n/navigation";
import { onToasterRequested, toasterRequested } from "@/lib/toast/toast";

const SonnerToaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

/**
 * App-wide toast outlet: bottom-right, 5 s (docs/product.md#errors-messages-and-timings, ARCHITECTURE.md#stack-and-why); a toast raised by a press in the
 * lower half of the screen opens at the top instead (lib/toast/toast.ts). Call `toast()` from
 * `@/lib/toast/toast`. sonner loads with the first toast instead of with every page (issue 3's
 * JavaScript budget). The operator console calls sonner directly, so there it loads at once.
 */
export function Toaster() {
  const pathname = usePathname();
  const wanted = useSyncExternalStore(onToasterRequested, toasterRequested, () => false);
  if (!wanted && !pathname.startsWith("/admin")) return null;
  return (
    // sonner sets its own font stack on the toaster: inherit the page's, with its Devanagari font on Marathi and Hindi pages.
    <SonnerToaster position="bottom-right" duration={5000} richColors style={{ fontFamily: "inherit" }} />
  );
}
