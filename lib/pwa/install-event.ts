/**
 * What the browser offers for installing the app. Chrome's `beforeinstallprompt` can fire before
 * React has hydrated, so a listener that runs before hydration (captureInstallPrompt, from
 * instrumentation-client.ts) keeps it on `window` and announces it; the home page's prompt reads it whenever
 * it mounts. iPhone Safari has no such event: there the offer is a hint. Browser-only.
 */
export type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };
export type InstallOffer = { kind: "prompt"; event: InstallPromptEvent } | { kind: "ios" } | null;

declare global {
  interface Window {
    __dlmpInstallPrompt?: InstallPromptEvent;
  }
}

const CAPTURED = "dlmp:installprompt";

/**
 * Keeps Chrome's event (and its mini-infobar away: the home page offers installation itself). Run
 * before hydration by instrumentation-client.ts.
 */
export function captureInstallPrompt(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    window.__dlmpInstallPrompt = event as InstallPromptEvent;
    window.dispatchEvent(new Event(CAPTURED));
  });
}

/** iPhone/iPad Safari, not already opened from the home screen (Safari's own `standalone` flag). */
export function isIosSafariInBrowser(): boolean {
  const ua = navigator.userAgent;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return /iPhone|iPad|iPod/.test(ua) && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua) && !standalone;
}

/** Calls `listener` with the current offer now and whenever it changes; returns the unsubscribe. */
export function onInstallOffer(listener: (offer: InstallOffer) => void): () => void {
  const emit = () => {
    const event = window.__dlmpInstallPrompt;
    listener(event ? { kind: "prompt", event } : isIosSafariInBrowser() ? { kind: "ios" } : null);
  };
  const installed = () => {
    window.__dlmpInstallPrompt = undefined;
    listener(null);
  };
  emit();
  window.addEventListener(CAPTURED, emit);
  window.addEventListener("appinstalled", installed);
  return () => {
    window.removeEventListener(CAPTURED, emit);
    window.removeEventListener("appinstalled", installed);
  };
}

/** Where the visitor's "Not now" (or an installation) is remembered, so the offer does not come back. */
export const INSTALL_DISMISSED_KEY = "dlmp:install-prompt";
