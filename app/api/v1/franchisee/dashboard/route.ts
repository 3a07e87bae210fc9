import { requireFranchisee } from "@/server/auth/guards";
import { getFranchiseeDashboard } from "@/server/franchisees/get-franchisee-dashboard";
import { apiRoute } from "@/server/http/route-handler";

/** docs/product.md#json-api franchisee/dashboard: goal, counts, transactions, sales of the signed-in shop owner. */
export const POST = apiRoute(async () => getFranchiseeDashboard({ actor: await requireFranchisee() }));
