/**
 * The links a shop card and the shop page act through (docs/product.md#screens-and-routes). Numbers
 * are kept as ten digits (India); the links add the country code. Safe for client components.
 */

function tenDigits(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, "").slice(-10);
  return digits.length === 10 ? digits : null;
}

/** `tel:+91…`: a tap dials on a phone. */
export function callHref(mobile: string | null): string | null {
  const digits = mobile ? tenDigits(mobile) : null;
  return digits ? `tel:+91${digits}` : null;
}

/** WhatsApp's own link, which opens the app on a phone and WhatsApp Web elsewhere. */
export function whatsappHref(mobile: string | null): string | null {
  const digits = mobile ? tenDigits(mobile) : null;
  return digits ? `https://wa.me/91${digits}` : null;
}

/**
 * Directions to a position: Google Maps' cross-platform URL, which the phone hands to its maps app
 * (Android and iOS both claim it) and a computer opens in the browser; no key, no billing.
 */
export function directionsHref(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude}%2C${longitude}`;
}
