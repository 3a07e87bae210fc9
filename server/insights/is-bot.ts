import "server-only";

/**
 * User agents that announce a robot, a preview fetcher or a plain HTTP library. Their shop views and
 * taps are not counted (docs/decisions/135-shop-insights.md); robots that run JavaScript but hide
 * their name are the reason counts only come from the page's own scripts and the per-address caps.
 * Headless Chromium is not listed: it is what the end-to-end journeys and Lighthouse run.
 */
const BOT = /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|whatsapp\/|telegram|preview|embedly|quora link|pinterest|vkshare|ia_archiver|curl\/|wget\/|python|go-http|java\/|okhttp|axios|node-fetch|undici|libwww|httpclient|scrapy|phantomjs|lighthouse-ci/i;

/** Whether a request's User-Agent is a robot's, or missing (every browser sends one). */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim() ?? "";
  return ua.length === 0 || BOT.test(ua);
}
