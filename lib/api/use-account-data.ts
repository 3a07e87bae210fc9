"use client";

import { useEffect, useRef } from "react";
import useSWR from "swr";
import { useRouter } from "@/i18n/navigation";
import { ApiRequestError, needsLogin, postForData } from "@/lib/api/post-for-data";
import { toast } from "@/lib/toast/toast";

// Kept importable from here too: the account pages read them with useAccountData.
export { ApiRequestError, needsLogin, postForData };

/**
 * A signed-in area's figures, fetched by a page shell that is the same for everyone (and so is
 * served from the page cache). The server answers only the session's own data; a 401 or 403 sends
 * the browser to `loginPath`, as the page itself used to (docs/product.md#roles-and-permissions). Any other failure is a toast with
 * the server's message (docs/product.md#errors-messages-and-timings: "Dashboard … load failure: toast with errors.msg") and `error` for
 * the page's retry. `body` is the read's request body (a list's filter); `expected` marks failures
 * the page shows itself (a statement that does not exist), without a toast.
 */
export function useAccountData<T>(
  /** Null while there is nothing to read. */
  url: string | null,
  { loginPath, failureMessage, body, expected }: { loginPath: string; failureMessage: string; body?: object; expected?: (error: ApiRequestError) => boolean },
) {
  const router = useRouter();
  // SWR compares a key's objects by content, so a new `body` object with the same filter is the same read.
  const result = useSWR<T, ApiRequestError, [string, object] | null>(url === null ? null : [url, body ?? {}], ([address, payload]) => postForData<T>(address, payload), {
    revalidateOnFocus: true,
    // No retry for what a retry cannot change; a few for a flaky connection.
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      if (needsLogin(error) || (error.status >= 400 && error.status < 500) || retryCount >= 2) return;
      setTimeout(() => void revalidate({ retryCount }), 2000 * 2 ** retryCount);
    },
  });
  const { error } = result;
  // One toast per failure, not one per retry: SWR keeps `error` set until a load succeeds.
  const failing = useRef(false);
  useEffect(() => {
    if (!error) {
      failing.current = false;
      return;
    }
    if (failing.current || expected?.(error)) return;
    failing.current = true;
    if (needsLogin(error)) router.replace(loginPath);
    else toast.error(error.errors?.msg ?? failureMessage);
  }, [error, router, loginPath, failureMessage, expected]);
  return result;
}
