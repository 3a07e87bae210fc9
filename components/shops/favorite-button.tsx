"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/toast/toast";
import type { ApiResponse } from "@/lib/api/envelope";
import { useViewer } from "@/lib/auth/use-viewer";
import { useFavouriteIds } from "@/lib/favourites/use-favourite-ids";

type FavoriteAnswer = { action?: "store" | "remove"; msg?: string };

/**
 * The favourite heart (docs/product.md#states-and-transitions): a visitor or franchisee gets 'Please login to add favorite !!!';
 * a customer toggles through POST /api/v1/customers/favorites, whose answer `action` says whether
 * the shop is now stored (filled heart) or removed (empty heart). Public pages are cached HTML, the
 * same for everyone, so the heart learns its first state from the customer's favourite ids.
 */
export function FavoriteButton({ shopId, shopName, initial = false, className = "", onToggle }: { shopId: number; shopName: string; initial?: boolean; className?: string; onToggle?: (action: "store" | "remove") => void }) {
  const t = useTranslations("ShopCard");
  const { viewer } = useViewer();
  const { ids, update: updateIds } = useFavouriteIds();
  const [toggled, setToggled] = useState<boolean | null>(null);
  const stored = toggled ?? (ids ? ids.has(shopId) : initial);
  const [busy, setBusy] = useState(false);

  async function onClick() {
    if (!viewer?.customer) {
      toast.error(t("favoriteNeedsLogin"));
      return;
    }
    setBusy(true);
    try {
      const response = await fetch("/api/v1/customers/favorites", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ franchisee_id: shopId }),
      });
      const body = (await response.json().catch(() => null)) as ApiResponse<FavoriteAnswer> | null;
      if (body?.status === "success" && (body.data.action === "store" || body.data.action === "remove")) {
        const nowStored = body.data.action === "store";
        setToggled(nowStored);
        void updateIds((current) => {
          if (!current) return current;
          const next = new Set(current);
          if (nowStored) next.add(shopId);
          else next.delete(shopId);
          return next;
        });
        if (body.data.msg) toast.success(body.data.msg);
        onToggle?.(body.data.action);
      } else {
        toast.error((body?.status === "failure" && body.errors.msg) || t("favoriteFailed"));
      }
    } catch {
      toast.error(t("favoriteFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-pressed={stored}
      aria-label={stored ? t("removeFavorite", { name: shopName }) : t("addFavorite", { name: shopName })}
      className={`grid size-10 place-items-center rounded-full bg-white/95 text-accent-600 shadow-md transition-transform hover:scale-105 disabled:opacity-60 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill={stored ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2">
        <path strokeLinejoin="round" d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
      </svg>
    </button>
  );
}
