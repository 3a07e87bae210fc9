import { countShopEvents } from "@/lib/insights/shop-event-script";
import { captureInstallPrompt } from "@/lib/pwa/install-event";

/*
 * Runs in the browser before React hydrates any page (Next.js's instrumentation-client file):
 * Chrome may offer installation before React is ready to listen, and a tap on a shop's Call or
 * WhatsApp control is counted however early it comes. These were two inline scripts through
 * next/script, whose client component cost every page 1.6 KiB gzip (docs/benchmarks.md); here they
 * are part of the app's first script and carry the page's nonce with it.
 */
captureInstallPrompt();
countShopEvents();
