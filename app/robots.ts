import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/site";

const PRIVATE = [
  "/api/", "/admin", "/dashboard", "/profile", "/kyc", "/downline", "/favorites", "/purchase", "/commisions", "/commissions",
  "/report-fraud", "/logout", "/verifications", "/forgot-check", "/verify-otp", "/reset-password", "/franchisee-",
];

/** robots.txt: public pages open to search engines, account and API paths closed; names the sitemap index. */
export default function robots(): MetadataRoute.Robots {
  const disallow = [...PRIVATE, ...PRIVATE.filter((p) => !p.startsWith("/api")).flatMap((p) => [`/mr${p}`, `/hi${p}`])];
  return {
    rules: [{ userAgent: "*", allow: "/", disallow }],
    sitemap: new URL("/sitemap.xml", siteUrl).toString(),
  };
}
