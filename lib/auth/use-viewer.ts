"use client";

import type { ApiResponse } from "@/lib/api/envelope";
import { mutateResource, useSharedResource } from "@/lib/data/shared-resource";
import type { MeResponse, Viewer } from "./viewer";

export const VIEWER_KEY = "/api/v1/me";

async function fetchViewer(url: string): Promise<Viewer | null> {
  const response = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
  if (!response.ok) return null;
  const body = (await response.json()) as ApiResponse<MeResponse>;
  return body.status === "success" ? body.data.viewer : null;
}

/**
 * The signed-in user for client components (header menus, favourite hearts, the Report link).
 * `isLoading` is true until the first answer, so menus can avoid flashing the visitor links.
 * After login or logout call `refreshViewer()`.
 */
export function useViewer() {
  const { data, isLoading } = useSharedResource(VIEWER_KEY, fetchViewer, { revalidateOnFocus: true, maxAge: 10_000 });
  return { viewer: data ?? null, isLoading };
}

/** Asks the server again who is signed in (after login, logout or a profile change); `signedOut` clears it at once. */
export function refreshViewer({ signedOut = false }: { signedOut?: boolean } = {}) {
  return mutateResource<Viewer | null>(VIEWER_KEY, signedOut ? null : undefined);
}
