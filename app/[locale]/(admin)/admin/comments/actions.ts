"use server";

import { moderateCommentsSchema } from "@/lib/validation/admin-comments";
import { requireOperator } from "@/server/auth/guards";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";
import { moderateComments } from "@/server/news/moderate-comments";

export async function moderateCommentsAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return moderateComments({ actor, input: parseInput(moderateCommentsSchema, input) });
  });
}
