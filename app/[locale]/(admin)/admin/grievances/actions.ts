"use server";

import { grievanceActionSchema } from "@/lib/validation/admin-grievances";
import { requireOperator } from "@/server/auth/guards";
import { updateGrievance } from "@/server/grievances/update-grievance";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";

export async function updateGrievanceAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return updateGrievance({ actor, input: parseInput(grievanceActionSchema, input) });
  });
}
