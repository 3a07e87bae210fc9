import { fraudReportSchema } from "@/lib/validation/customer";
import { requireCustomer } from "@/server/auth/guards";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { reportFraud } from "@/server/support/report-fraud";

/** docs/product.md#json-api others/reports: { subject, reports } from a signed-in customer; answers data.msg. */
export const POST = apiRoute(async (request: Request) => {
  const actor = await requireCustomer();
  const { msg } = await reportFraud({ actor, input: await readJson(request, fraudReportSchema) });
  return { msg };
});
