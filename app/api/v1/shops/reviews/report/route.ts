import { reportReviewSchema } from "@/lib/validation/reviews";
import { AUTH_SERVER_MESSAGES } from "@/server/auth/messages";
import { getViewer } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { reportReview } from "@/server/reviews/report-review";

/** docs/product.md#json-api shops/reviews/report: { review_id, reason, details? } from a signed-in customer or shop owner -> { msg }. */
export const POST = apiRoute(async (request) => {
  const viewer = await getViewer();
  if (!viewer) throw new AppError("unauthenticated", { userMessage: AUTH_SERVER_MESSAGES.signInRequired });
  if (!viewer.roles.includes("customer") && !viewer.roles.includes("franchisee")) throw new AppError("forbidden", { userMessage: AUTH_SERVER_MESSAGES.forbidden });
  return reportReview({ actor: viewer, input: await readJson(request, reportReviewSchema) });
});
