"use server";

import { z } from "zod";
import { reverseSaleSchema } from "@/lib/validation/admin-sales";
import { requireOperator } from "@/server/auth/guards";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";
import { reverseSale } from "@/server/sales/reverse-sale";

/** Operator console: reverse a sale recorded by mistake (bound to the sale's id on the page). */
export async function reverseSaleAction(saleId: number, input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const { reason } = parseInput(reverseSaleSchema, input);
    return reverseSale({ actor, input: { saleId: parseInput(z.number().int().positive(), saleId), reason } });
  });
}
