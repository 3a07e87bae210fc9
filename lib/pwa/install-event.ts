/**
 * What the browser offers for installing the app, kept from the moment it is known (Chrome's
 * `beforeinstallprompt` can fire before the home page's prompt has mounted) until the prompt uses
 * it: Chrome's event, or "ios" for iPhone Safari, which has no such event. Browser-only state.
 */
export type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };
export type InstallOffer = { kind: "prompt"; event: InstallPromptEvent } | { kind: "ios" } | null;

let current: InstallOffer = null;
const listeners = new Set<(offer: InstallOffer) => void>();

export function setInstallOffer(offer: InstallOffer) {
  current = offer;
  for (const listener of listeners) listener(offer);
}

export function onInstallOffer(listener: (offer: InstallOffer) => void): () => void {
  listeners.add(listener);
  if (current) listener(current);
  return () => {
    listeners.delete(listener);
  };
}

/** iPhone/iPad Safari, not already opened from the home screen (Safari's own `standalone` flag). */
export function isIosSafariInBrowser(): boolean {
  const ua = navigator.userAgent;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return /iPhone|iPad|iPod/.test(ua) && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua) && !standalone;
}

/** Where the visitor's "Not now" (or an installation) is remembered, so the offer does not come back. */
export const INSTALL_DISMISSED_KEY = "dlmp:install-prompt";
