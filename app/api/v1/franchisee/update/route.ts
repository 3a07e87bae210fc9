import { franchiseeProfileSchema } from "@/lib/validation/franchisee-profile";
import { requireFranchisee } from "@/server/auth/guards";
import { getFranchiseeProfile } from "@/server/franchisees/get-franchisee-profile";
import { updateFranchiseeProfile } from "@/server/franchisees/update-franchisee-profile";
import { apiRoute, readJsonChanges } from "@/server/http/route-handler";

/**
 * docs/product.md#json-api franchisee/update: the profile fields; answers the saved profile (the new "token" data).
 * Fields left out keep their saved values (a client sending only its changes must not blank the rest).
 */
export const POST = apiRoute(async (request: Request) => {
  const actor = await requireFranchisee();
  const { data: current } = await getFranchiseeProfile({ actor });
  return updateFranchiseeProfile({ actor, input: await readJsonChanges(request, franchiseeProfileSchema, current) });
});
