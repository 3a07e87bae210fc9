import { z } from "zod";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { clientAddress } from "@/server/public/rate-limit";
import { submitContactMessage } from "@/server/contact/submit-contact-message";

/** docs/product.md#json-api others/contacts: { name, email, mobile, subject, query } -> data.msg; errors per field. */
export const POST = apiRoute(async (request) => {
  const input = await readJson(request, z.unknown());
  return submitContactMessage({ input, address: clientAddress(request) });
});
