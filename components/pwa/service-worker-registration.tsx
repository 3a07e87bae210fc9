"use client";

import { useEffect } from "react";
import { INSTALL_DISMISSED_KEY, isIosSafariInBrowser, setInstallOffer, type InstallPromptEvent } from "@/lib/pwa/install-event";

/**
 * Registers the service worker (public/sw.js) on every page of the production build, and keeps
 * Chrome's install event for the home page's prompt. Development builds skip the worker: its
 * caches would hide code changes.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    const onPrompt = (event: Event) => {
      // Keep the browser's own mini-infobar away: the home page offers installation itself.
      event.preventDefault();
      setInstallOffer({ kind: "prompt", event: event as InstallPromptEvent });
    };
    const onInstalled = () => {
      setInstallOffer(null);
      window.localStorage.setItem(INSTALL_DISMISSED_KEY, "installed");
    };
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    if (isIosSafariInBrowser()) setInstallOffer({ kind: "ios" });
    if (process.env.NODE_ENV === "production" && "serviceWorker" in navigator) {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => console.warn("service worker registration failed", error));
    }
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);
  return null;
}
