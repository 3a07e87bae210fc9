import "server-only";
import type { OwnReview } from "@/lib/reviews/types";

export type { OwnReview };

type ReviewRow = {
  id: number;
  shopId: number;
  rating: number;
  body: string | null;
  createdAt: Date;
  editedAt: Date | null;
  helpfulCount: number;
  hiddenAt: Date | null;
  unverifiedAt: Date | null;
};

export function toOwnReview(row: ReviewRow): OwnReview {
  const hiddenBecause = row.hiddenAt ? "moderated" : row.unverifiedAt ? "purchases_reversed" : null;
  return {
    id: row.id,
    shopId: row.shopId,
    rating: row.rating,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    helpfulCount: row.helpfulCount,
    isPublic: hiddenBecause === null,
    hiddenBecause,
  };
}
