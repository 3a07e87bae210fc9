"use client";

import useSWR from "swr";
import type { ApiResponse } from "@/lib/api/envelope";
import { useViewer } from "@/lib/auth/use-viewer";

export const FAVOURITE_IDS_KEY = "/api/v1/customers/favorites";

async function fetchIds(url: string): Promise<Set<number>> {
  const response = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
  const body = (await response.json()) as ApiResponse<{ shop_ids: number[] }>;
  if (body.status !== "success") throw new Error(body.errors.msg ?? "failed");
  return new Set(body.data.shop_ids);
}

/**
 * The signed-in customer's favourite shop ids, fetched once per page and shared by every heart on
 * it (SWR dedupes). Undefined for visitors, franchisees and until the first answer.
 */
export function useFavouriteIds() {
  const { viewer } = useViewer();
  const { data, mutate } = useSWR(viewer?.customer ? FAVOURITE_IDS_KEY : null, fetchIds, { revalidateOnFocus: false, dedupingInterval: 30_000 });
  return { ids: data, mutate };
}
