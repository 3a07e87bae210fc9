import { adminCommissionJobIdSchema } from "@/lib/validation/admin-commissions";
import { requireOperator } from "@/server/auth/guards";
import { getCommissionJob } from "@/server/commissions/get-commission-job";
import { db } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { apiRoute } from "@/server/http/route-handler";

/** Never cached: the console polls it every second or two while a run or close is in progress. */
export const dynamic = "force-dynamic";

/** GET /api/v1/admin/commissions/jobs/:id: a run's or close's stage, elapsed time, and its result or failure. */
export const GET = apiRoute(async (_request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireOperator();
  const id = adminCommissionJobIdSchema.safeParse((await params).id);
  if (!id.success) throw new AppError("not_found", { userMessage: "No such commission job." });
  return getCommissionJob({ actor, input: { id: id.data }, db });
});
