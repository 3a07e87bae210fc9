"use server";

import { categoryInputSchema, categoryUpdateSchema, moveSchema } from "@/lib/validation/admin-categories";
import { requireOperator } from "@/server/auth/guards";
import { createCategory } from "@/server/categories/create-category";
import { moveCategory } from "@/server/categories/move-category";
import { updateCategory } from "@/server/categories/update-category";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";

export async function createCategoryAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return createCategory({ actor, input: parseInput(categoryInputSchema, input) });
  });
}

export async function updateCategoryAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return updateCategory({ actor, input: parseInput(categoryUpdateSchema, input) });
  });
}

export async function moveCategoryAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return moveCategory({ actor, input: parseInput(moveSchema, input) });
  });
}
