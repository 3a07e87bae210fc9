"use client";

import { useEffect } from "react";
import { INSTALL_DISMISSED_KEY } from "@/lib/pwa/install-event";

/**
 * Registers the service worker (public/sw.js) on every page of the production build, and remembers
 * an installation so the install offer does not come back. Development builds skip the worker:
 * its caches would hide code changes.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    const onInstalled = () => window.localStorage.setItem(INSTALL_DISMISSED_KEY, "installed");
    window.addEventListener("appinstalled", onInstalled);
    if (process.env.NODE_ENV === "production" && "serviceWorker" in navigator) {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => console.warn("service worker registration failed", error));
    }
    return () => window.removeEventListener("appinstalled", onInstalled);
  }, []);
  return null;
}
