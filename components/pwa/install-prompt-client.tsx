"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { INSTALL_DISMISSED_KEY, onInstallOffer, type InstallOffer } from "@/lib/pwa/install-event";

/** A phone: a touch screen as the main pointer and a narrow window. */
const PHONE_QUERY = "(pointer: coarse) and (max-width: 820px)";

/**
 * The home page's offer to install the app, on phones only: Chrome's install dialog where the
 * browser offers one (beforeinstallprompt), the Share → Add to Home Screen hint on iPhone Safari.
 * "Not now" (or installing) is remembered in localStorage, so the offer does not come back.
 */
export function InstallPrompt() {
  const t = useTranslations("Install");
  const [offer, setOffer] = useState<InstallOffer>(null);

  useEffect(() => {
    if (window.localStorage.getItem(INSTALL_DISMISSED_KEY)) return;
    if (!window.matchMedia(PHONE_QUERY).matches || window.matchMedia("(display-mode: standalone)").matches) return;
    return onInstallOffer(setOffer);
  }, []);

  if (!offer) return null;

  const dismiss = (value = "dismissed") => {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, value);
    setOffer(null);
  };
  const install = async () => {
    if (offer.kind !== "prompt") return;
    await offer.event.prompt();
    const choice = await offer.event.userChoice;
    dismiss(choice.outcome === "accepted" ? "installed" : "dismissed");
  };

  return (
    <aside aria-labelledby="install-title" className="fixed inset-x-3 bottom-3 z-40 rounded-2xl border border-brand-200 bg-white p-4 shadow-xl" data-testid="install-prompt">
      <div className="flex items-start gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- a 48 px static icon needs no optimisation */}
        <img src="/pwa/icon-192.png" alt="" width={48} height={48} className="size-12 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1">
          <h2 id="install-title" className="font-bold text-brand-900">
            {t("title")}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{offer.kind === "prompt" ? t("body") : t("iosBody")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {offer.kind === "prompt" ? (
              <button type="button" onClick={install} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
                {t("install")}
              </button>
            ) : null}
            <button type="button" onClick={() => dismiss()} className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-4 font-semibold text-stone-700 hover:bg-stone-50">
              {offer.kind === "prompt" ? t("dismiss") : t("close")}
            </button>
          </div>
        </div>
      </div>
    </aside>
  );
}
