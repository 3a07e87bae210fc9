import "server-only";
import { AppError } from "@/server/errors";

/** SPEC's paged calls put the page in the path (`franchisee/sales/3`); absent means the first page. */
export function pageFromPath(segments: string[] | undefined): number | undefined {
  if (!segments || segments.length === 0) return undefined;
  const [value] = segments;
  if (segments.length > 1 || !value || !/^\d{1,6}$/.test(value)) {
    throw new AppError("bad_request", { userMessage: "The page number is not valid.", fieldErrors: { page: "The page number is not valid." } });
  }
  return Number(value);
}
