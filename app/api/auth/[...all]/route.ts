import { toNextJsHandler } from "better-auth/next-js";
import { isAllowedAuthRoute } from "@/server/auth/allowed-routes";
import { auth } from "@/server/auth/auth";
import { CLIENT_IP_HEADER, clientIp } from "@/server/auth/client-ip";
import { JSON_BODY_LIMIT } from "@/server/http/body-limits";
import { readBodyBytes } from "@/server/http/read-body";
import { errorResponse } from "@/server/http/route-handler";

/**
 * Better Auth's HTTP endpoints, narrowed to reading and closing sessions (server/auth/allowed-routes.ts).
 * Sign-up, sign-in, codes and password resets go through /api/v1 instead.
 */
const handler = toNextJsHandler(auth);

/** A copy of the request whose client-IP header is the one worked out from the trusted proxies. */
async function withClientIp(request: Request): Promise<Request> {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(request.headers));
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await readBodyBytes(request, JSON_BODY_LIMIT);
  return new Request(request.url, { method: request.method, headers, body });
}

const notFound = () => Response.json({ status: "failure", data: null, errors: { msg: "Not found." } }, { status: 404 });

export async function GET(request: Request) {
  return isAllowedAuthRoute(request) ? handler.GET(await withClientIp(request)) : notFound();
}

export async function POST(request: Request) {
  if (!isAllowedAuthRoute(request)) return notFound();
  try {
    return handler.POST(await withClientIp(request));
  } catch (error) {
    return errorResponse(error, request);
  }
}
