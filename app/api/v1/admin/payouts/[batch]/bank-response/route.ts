import { adminBatchIdSchema } from "@/lib/validation/admin-payouts";
import { requireOperator } from "@/server/auth/guards";
import { db } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { apiRoute } from "@/server/http/route-handler";
import { applyBankResponse } from "@/server/payouts/apply-bank-response";

const MAX_FILE_BYTES = 5 * 1024 * 1024;

/**
 * POST /api/v1/admin/payouts/:batch/bank-response (multipart, field "file"): the bank's response
 * CSV (reference, status, UTR, reason) marks the batch's lines paid or failed, all or nothing.
 */
export const POST = apiRoute(async (request: Request, { params }: { params: Promise<{ batch: string }> }) => {
  const actor = await requireOperator();
  const parsed = adminBatchIdSchema.safeParse((await params).batch);
  if (!parsed.success) throw new AppError("not_found", { userMessage: "That payout batch does not exist." });
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_FILE_BYTES + 64 * 1024) throw new AppError("bad_request", { userMessage: "The file is larger than 5 MB." });
  const form = await request.formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof File) || file.size === 0) throw new AppError("validation_failed", { userMessage: "Choose the bank's response file (CSV).", fieldErrors: { file: "Choose the bank's response file (CSV)." } });
  if (file.size > MAX_FILE_BYTES) throw new AppError("bad_request", { userMessage: "The file is larger than 5 MB." });
  return applyBankResponse({ actor, batchId: parsed.data, csv: await file.text(), db });
});
