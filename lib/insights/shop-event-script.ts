export const SHOP_EVENTS_URL = "/api/v1/shops/events";

/**
 * The one listener that counts taps on a shop's Call, WhatsApp, Directions and Share controls, on
 * every page (shop pages, listing cards, favourites): any element carrying
 * `data-shop-event="call|whatsapp|directions|share"` and `data-shop-id="<id>"` is counted when
 * clicked, by a beacon that survives the navigation the tap starts (docs/decisions/135-shop-insights.md).
 * Started before hydration by instrumentation-client.ts (part of the app's first script, so it needs
 * no inline script and no nonce). Capture phase, so a control that stops the click's propagation is
 * still counted.
 */
export function countShopEvents(): void {
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest("[data-shop-event][data-shop-id]") : null;
      if (!target || !navigator.sendBeacon) return;
      try {
        navigator.sendBeacon(SHOP_EVENTS_URL, JSON.stringify({ event: target.getAttribute("data-shop-event"), shop: Number(target.getAttribute("data-shop-id")) }));
      } catch {
        // A refused beacon (page unloading, quota) only loses a count.
      }
    },
    true,
  );
}

/** Reports the shops a listing page showed (the listing's client list calls it; browser only). */
export function sendShopImpressions(shopIds: readonly number[]): void {
  if (shopIds.length === 0 || typeof navigator === "undefined" || !navigator.sendBeacon) return;
  try {
    navigator.sendBeacon(SHOP_EVENTS_URL, JSON.stringify({ event: "impression", shops: shopIds.slice(0, 60) }));
  } catch {
    // A refused beacon (page unloading, quota) only loses a count.
  }
}
