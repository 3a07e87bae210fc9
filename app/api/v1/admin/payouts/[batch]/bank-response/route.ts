import { adminBatchIdSchema } from "@/lib/validation/admin-payouts";
import { requireOperator } from "@/server/auth/guards";
import { db } from "@/server/db/client";
import { AppError, isAppError } from "@/server/errors";
import { UPLOAD_FILE_LIMIT, UPLOAD_FORM_LIMIT } from "@/server/http/body-limits";
import { readFormData } from "@/server/http/read-body";
import { apiRoute } from "@/server/http/route-handler";
import { applyBankResponse } from "@/server/payouts/apply-bank-response";

/**
 * POST /api/v1/admin/payouts/:batch/bank-response (multipart, field "file"): the bank's response
 * CSV (reference, status, UTR, reason) marks the batch's lines paid or failed, all or nothing.
 */
export const POST = apiRoute(async (request: Request, { params }: { params: Promise<{ batch: string }> }) => {
  const actor = await requireOperator();
  const parsed = adminBatchIdSchema.safeParse((await params).batch);
  if (!parsed.success) throw new AppError("not_found", { userMessage: "That payout batch does not exist." });
  const form = await readFormData(request, UPLOAD_FORM_LIMIT).catch((error: unknown) => {
    if (isAppError(error)) throw new AppError(error.code, { userMessage: "The file is larger than 5 MB." });
    return null;
  });
  const file = form?.get("file");
  if (!(file instanceof File) || file.size === 0) throw new AppError("validation_failed", { userMessage: "Choose the bank's response file (CSV).", fieldErrors: { file: "Choose the bank's response file (CSV)." } });
  if (file.size > UPLOAD_FILE_LIMIT) throw new AppError("bad_request", { userMessage: "The file is larger than 5 MB." });
  return applyBankResponse({ actor, input: { batchId: parsed.data, csv: await file.text() }, db });
});
