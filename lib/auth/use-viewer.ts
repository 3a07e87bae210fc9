"use client";

import useSWR from "swr";
import type { ApiResponse } from "@/lib/api/envelope";
import type { MeResponse, Viewer } from "./viewer";

async function fetchViewer(url: string): Promise<Viewer | null> {
  const response = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
  if (!response.ok) return null;
  const body = (await response.json()) as ApiResponse<MeResponse>;
  return body.status === "success" ? body.data.viewer : null;
}

/**
 * The signed-in user for client components (header menus, favourite hearts, the Report link).
 * `isLoading` is true until the first answer, so menus can avoid flashing the visitor links.
 * After login or logout call `mutate()` (or SWR's global `mutate("/api/v1/me")`).
 */
export function useViewer() {
  const { data, isLoading, mutate } = useSWR("/api/v1/me", fetchViewer, {
    revalidateOnFocus: true,
    dedupingInterval: 10_000,
  });
  return { viewer: data ?? null, isLoading, mutate };
}
