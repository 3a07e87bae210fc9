"use client";

import type { ApiResponse } from "@/lib/api/envelope";
import { useViewer } from "@/lib/auth/use-viewer";
import { createSharedValue } from "@/lib/client/shared-value";

export const FAVOURITE_IDS_KEY = "/api/v1/customers/favorites";

async function fetchIds(url: string): Promise<Set<number>> {
  const response = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
  const body = (await response.json()) as ApiResponse<{ shop_ids: number[] }>;
  if (body.status !== "success") throw new Error(body.errors.msg ?? "failed");
  return new Set(body.data.shop_ids);
}

const idsValue = createSharedValue(fetchIds, { dedupeMs: 30_000 });

/** Changes the known ids without asking the server (after a heart's own toggle, whose answer says the new state). */
function updateIds(change: (current: Set<number> | undefined) => Set<number> | undefined) {
  return idsValue.set(FAVOURITE_IDS_KEY, change, { revalidate: false });
}

/**
 * The signed-in customer's favourite shop ids, fetched once per page and shared by every heart on
 * it. Undefined for visitors, franchisees and until the first answer.
 */
export function useFavouriteIds() {
  const { viewer } = useViewer();
  const { data } = idsValue.useValue(viewer?.customer ? FAVOURITE_IDS_KEY : null);
  return { ids: data, update: updateIds };
}
