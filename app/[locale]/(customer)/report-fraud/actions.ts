"use server";

import { fraudReportSchema } from "@/lib/validation/customer";
import { requireCustomer } from "@/server/auth/guards";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";
import { reportFraud } from "@/server/support/report-fraud";

export async function reportFraudAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireCustomer();
    return reportFraud({ actor, input: parseInput(fraudReportSchema, input) });
  });
}
