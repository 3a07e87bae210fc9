import "server-only";

/** A review as its author sees it: with whether the public sees it, and why not. */
export type OwnReview = {
  id: number;
  shopId: number;
  rating: number;
  body: string | null;
  createdAt: string;
  editedAt: string | null;
  helpfulCount: number;
  isPublic: boolean;
  /** Why the public does not see it: an operator hid it, or every purchase of the author there was reversed. */
  hiddenBecause: "moderated" | "purchases_reversed" | null;
};

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
