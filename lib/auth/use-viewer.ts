"use client";

import type { ApiResponse } from "@/lib/api/envelope";
import { createSharedValue } from "@/lib/client/shared-value";
import type { MeResponse, Viewer } from "./viewer";

const ME = "/api/v1/me";

async function fetchViewer(url: string): Promise<Viewer | null> {
  const response = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
  if (!response.ok) return null;
  const body = (await response.json()) as ApiResponse<MeResponse>;
  return body.status === "success" ? body.data.viewer : null;
}

const viewerValue = createSharedValue(fetchViewer, { onFocus: true, dedupeMs: 10_000 });

/**
 * The signed-in user for client components (header menus, favourite hearts, the Report link).
 * `isLoading` is true until the first answer, so menus can avoid flashing the visitor links.
 * After login call `refreshViewer()`, after logout `forgetViewer()`.
 */
export function useViewer() {
  const { data, loading } = viewerValue.useValue(ME);
  return { viewer: data ?? null, isLoading: loading, mutate: refreshViewer };
}

/** Asks the server again who is signed in (after a login, a sign-up or a profile change). */
export function refreshViewer(): Promise<void> {
  return viewerValue.revalidate(ME);
}

/** Nobody is signed in any more: the header shows the visitor's links at once, then checks. */
export function forgetViewer(): Promise<void> {
  return viewerValue.set(ME, null);
}
