"use client";

import { useEffect } from "react";
import { forgetViewer } from "@/lib/auth/use-viewer";
import { useRouter } from "@/i18n/navigation";

/** Signs out (POST, so no other site can log a visitor out with a link), refreshes the header, goes to /. */
export function LogoutClient({ label }: { label: string }) {
  const router = useRouter();
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await fetch("/api/v1/logout", { method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json" }, body: "{}" }).catch(() => undefined);
      try {
        window.localStorage.clear();
        window.sessionStorage.clear();
      } catch {
        // storage may be unavailable (private mode): nothing to clear then
      }
      await forgetViewer();
      if (!cancelled) {
        router.replace("/");
        router.refresh();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [router]);
  return (
    <p role="status" className="flex items-center gap-3 text-stone-600">
      <span className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" aria-hidden />
      {label}
    </p>
  );
}
