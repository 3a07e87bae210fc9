import { franchiseeProfileSchema } from "@/lib/validation/franchisee-profile";
import { requireFranchisee } from "@/server/auth/guards";
import { updateFranchiseeProfile } from "@/server/franchisees/update-franchisee-profile";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** docs/product.md#json-api franchisee/update: the profile fields; answers the saved profile (the new "token" data). */
export const POST = apiRoute(async (request: Request) => {
  const actor = await requireFranchisee();
  const input = await readJson(request, franchiseeProfileSchema);
  return updateFranchiseeProfile({ actor, input });
});
