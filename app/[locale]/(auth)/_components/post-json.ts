import type { ApiResponse } from "@/lib/api/envelope";

/** POSTs JSON to an /api/v1 endpoint and answers the product's envelope; a network failure becomes a failure envelope. */
export async function postJson<T>(url: string, body: unknown = {}): Promise<ApiResponse<T>> {
  try {
    const response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      // The page's language, so texts the server sends (the code's SMS) are in it too.
      headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": document.documentElement.lang || "en" },
      body: JSON.stringify(body),
    });
    return (await response.json()) as ApiResponse<T>;
  } catch {
    return { status: "failure", data: null, errors: { msg: NETWORK_FAILURE } };
  }
}

export const NETWORK_FAILURE = "network";
