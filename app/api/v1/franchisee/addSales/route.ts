import { z } from "zod";
import { addSaleSchema } from "@/lib/validation/sales";
import { requireFranchisee } from "@/server/auth/guards";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { recordSale } from "@/server/sales/record-sale";

/** docs/product.md#json-api franchisee/addSales: { sales: { cust_id, amount, items } } plus an idempotency key. The shop comes from the session. */
const body = z.object({ sales: addSaleSchema });

export const POST = apiRoute(async (request: Request) => {
  const actor = await requireFranchisee();
  const { sales } = await readJson(request, body);
  const sale = await recordSale({
    actor,
    input: { customerCode: sales.cust_id, amountPaise: sales.amount, items: sales.items, idempotencyKey: sales.idempotency_key },
  });
  return { ...sale, msg: "Sale recorded successfully." };
});
