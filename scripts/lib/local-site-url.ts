/**
 * A local start's public address: `npm start` on a fresh clone has no NEXT_PUBLIC_SITE_URL, and the
 * production server refuses to start without one (server/env.ts). The scripts that start the app on
 * this machine set it to this machine's address; a deployment sets the real one
 * (docs/decisions/108-public-site-address.md).
 */
export function ensureLocalSiteUrl(environment: Record<string, string | undefined>, port: number | string): string | null {
  if (environment.NEXT_PUBLIC_SITE_URL?.trim()) return null;
  const url = `http://localhost:${port}`;
  environment.NEXT_PUBLIC_SITE_URL = url;
  return url;
}
