import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/**
 * Locale-aware wrappers around Next.js navigation. Use these instead of
 * `next/link` / `next/navigation` so links keep the visitor's language
 * (`/mr/...`) and English links stay unprefixed.
 */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  createNavigation(routing);
