import type { ApiErrors, ApiResponse } from "@/lib/api/envelope";

// Apart from useAccountData (lib/api/use-account-data.ts), so that the public lists' infinite scroll
// (lib/lists/use-infinite-pages.ts) does not bring SWR with it.

/** An /api/v1 answer other than success: its HTTP status and the product's errors, when it sent any. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrors | null,
  ) {
    super(errors?.msg ?? `HTTP ${status}`);
  }
}

/** Signed out, session ended, or signed in with another role: the page's login is the answer. */
export function needsLogin(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}

/** POSTs a body (empty by default) to a signed-in person's /api/v1 read and answers its data, else throws ApiRequestError. */
export async function postForData<T>(url: string, body: object = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", credentials: "same-origin", headers: { Accept: "application/json", "Content-Type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    throw new ApiRequestError(0, null);
  }
  const answer = (await response.json().catch(() => null)) as ApiResponse<T> | null;
  if (!response.ok || answer?.status !== "success") throw new ApiRequestError(response.status, answer?.status === "failure" ? answer.errors : null);
  return answer.data;
}
