import { requireFranchisee } from "@/server/auth/guards";
import { getFranchiseeProfile } from "@/server/franchisees/get-franchisee-profile";
import { apiRoute } from "@/server/http/route-handler";

/** docs/product.md#json-api franchisee/profile: { categories, data } for the signed-in shop owner. */
export const POST = apiRoute(async () => getFranchiseeProfile({ actor: await requireFranchisee() }));
