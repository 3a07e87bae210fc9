import { success } from "@/lib/api/envelope";
import { listCities } from "@/server/shops/list-cities";

/** Every town for the city select, loaded when the select is first used (not embedded in pages). */
export const dynamic = "force-static";
export const revalidate = 3600;

export async function GET() {
  return Response.json(success(await listCities()));
}
