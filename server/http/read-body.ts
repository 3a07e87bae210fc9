import "server-only";
import { AppError } from "@/server/errors";
import { TOO_LARGE_MESSAGE } from "./body-limits";

/**
 * A request's body, read up to `limit` bytes and no further: past it the stream is cancelled and
 * the caller gets a 413. The production server stops such a body as it arrives already
 * (server/http/edge-request.ts); this is the same rule for `next dev` and for any route reached
 * another way, without trusting Content-Length (a chunked body has none).
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The body as form data (multipart or urlencoded), read up to `limit` bytes. */
export async function readFormData(request: Request, limit: number): Promise<FormData> {
  const bytes = await readBodyBytes(request, limit);
  return new Response(bytes, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
}

function tooLarge(): AppError {
  return new AppError("payload_too_large", { userMessage: TOO_LARGE_MESSAGE });
}
