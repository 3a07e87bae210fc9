"use client";

import type { ApiResponse } from "@/lib/api/envelope";
import { useViewer } from "@/lib/auth/use-viewer";
import { mutateResource, useSharedResource } from "@/lib/data/shared-resource";

export const FAVOURITE_IDS_KEY = "/api/v1/customers/favorites";

async function fetchIds(url: string): Promise<Set<number>> {
  const response = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
  const body = (await response.json()) as ApiResponse<{ shop_ids: number[] }>;
  if (body.status !== "success") throw new Error(body.errors.msg ?? "failed");
  return new Set(body.data.shop_ids);
}

const updateIds = (update: (current: Set<number> | undefined) => Set<number> | undefined, options?: { revalidate?: boolean }) =>
  mutateResource(FAVOURITE_IDS_KEY, update, options);

/**
 * The signed-in customer's favourite shop ids, fetched once per page and shared by every heart on
 * it. Undefined for visitors, franchisees and until the first answer.
 */
export function useFavouriteIds() {
  const { viewer } = useViewer();
  const { data } = useSharedResource(viewer?.customer ? FAVOURITE_IDS_KEY : null, fetchIds, { maxAge: 30_000 });
  return { ids: data, mutate: updateIds };
}
