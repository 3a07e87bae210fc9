/**
 * The one listener that counts taps on a shop's Call, WhatsApp, Directions and Share controls, on
 * every page (shop pages, listing cards, favourites): any element carrying
 * `data-shop-event="call|whatsapp|directions|share"` and `data-shop-id="<id>"` is counted when
 * clicked, by a beacon that survives the navigation the tap starts (docs/decisions/135-shop-insights.md).
 * Inline in the document (components/layout/site-shell.tsx), a few hundred bytes and no bundle: the
 * public pages' JavaScript stays as it was. Capture phase, so a control that stops the click's
 * propagation is still counted.
 */
export const SHOP_EVENTS_URL = "/api/v1/shops/events";

export const SHOP_EVENT_SCRIPT = `document.addEventListener("click",function(e){var t=e.target,a=t&&t.closest&&t.closest("[data-shop-event][data-shop-id]");if(!a||!navigator.sendBeacon)return;try{navigator.sendBeacon("${SHOP_EVENTS_URL}",JSON.stringify({event:a.getAttribute("data-shop-event"),shop:Number(a.getAttribute("data-shop-id"))}))}catch(x){}},true);`;

/** Reports the shops a listing page showed (the listing's client list calls it; browser only). */
export function sendShopImpressions(shopIds: readonly number[]): void {
  if (shopIds.length === 0 || typeof navigator === "undefined" || !navigator.sendBeacon) return;
  try {
    navigator.sendBeacon(SHOP_EVENTS_URL, JSON.stringify({ event: "impression", shops: shopIds.slice(0, 60) }));
  } catch {
    // A refused beacon (page unloading, quota) only loses a count.
  }
}
