"use client";

import type { ReactNode } from "react";
import { usePathname } from "@/i18n/navigation";

/** The operator console and its login: pages with a frame of their own (the console's layout). */
export function isConsolePath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * The public header or footer, left out on the operator console's pages. The root layout cannot
 * know the path without reading the request (which would make every public page dynamic), so the
 * browser-side pathname decides; the console's own layout draws its navigation.
 */
export function PublicChrome({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return isConsolePath(pathname) ? null : children;
}
