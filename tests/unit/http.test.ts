import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "../../server/errors";
import { installClientAbortLogFilter, isClientAbort } from "../../lib/http/client-abort";
import { csvStreamResponse } from "../../server/http/csv-stream";
import { apiRoute, readJson } from "../../server/http/route-handler";
import { runAction } from "../../server/http/server-action";

const post = (body: string) => new Request("http://localhost/api/v1/things", { method: "POST", body });
const schema = z.object({ mobile: z.string().regex(/^\d{10}$/, "mobile no should be exact 10 digits."), amount: z.number().int().positive() });
const handler = apiRoute(async (request: Request) => readJson(request, schema));

describe("API route envelope", () => {
  it("wraps a result as success", async () => {
    const response = await handler(post(JSON.stringify({ mobile: "9876543210", amount: 5 })), {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "success", data: { mobile: "9876543210", amount: 5 }, errors: null });
  });

  it("answers invalid fields with 422 and the product's per-field messages", async () => {
    const response = await handler(post(JSON.stringify({ mobile: "98765", amount: -1 })), {});
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.status).toBe("failure");
    expect(body.errors.mobile).toBe("mobile no should be exact 10 digits.");
    expect(body.errors.amount).toBeTruthy();
  });

  it("answers malformed JSON with 400 and oversized JSON with 413, not 500", async () => {
    expect((await handler(post("{not json"), {})).status).toBe(400);
    expect((await handler(post(JSON.stringify({ pad: "x".repeat(70_000) })), {})).status).toBe(413);
  });

  it("stops reading a chunked body (no Content-Length) at 64 KB", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 16 * 1024;
        controller.enqueue(new Uint8Array(16 * 1024).fill(32));
        if (pulled >= 32 * 1024 * 1024) controller.close();
      },
    });
    const chunked = new Request("http://localhost:3000/api/v1/x", { method: "POST", body, duplex: "half" } as RequestInit);
    const response = await handler(chunked, {});
    expect(response.status).toBe(413);
    expect((await response.json()).errors.msg).toBe("The request is too large.");
    expect(pulled).toBeLessThan(256 * 1024);
  });

  it("maps an AppError to its status and user message", async () => {
    const limited = apiRoute(async () => {
      throw new AppError("rate_limited", { userMessage: "Too many attempts.", retryAfterSeconds: 60 });
    });
    const response = await limited(post("{}"), {});
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect((await response.json()).errors).toEqual({ msg: "Too many attempts." });
  });

  it("hides unexpected errors behind a generic message", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = apiRoute(async () => {
      throw new Error("relation secret_table does not exist");
    });
    const response = await broken(post("{}"), {});
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("secret_table");
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe("server action envelope", () => {
  it("returns field errors from an AppError and hides other failures", async () => {
    const fields = await runAction(async () => {
      throw new AppError("validation_failed", { fieldErrors: { email: "please enter valid email id." } });
    });
    expect(fields).toEqual({ status: "failure", data: null, errors: { email: "please enter valid email id." } });
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const hidden = await runAction(async () => {
      throw new Error("boom at db.ts:12");
    });
    expect(JSON.stringify(hidden)).not.toContain("boom");
    spy.mockRestore();
  });
});

/** A connection reset as Node reports it when the client hangs up mid-request. */
const reset = () => Object.assign(new Error("aborted"), { code: "ECONNRESET" });

describe("a client that goes away", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is one info line, not an unexpected error, when the body is cut off", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const infos = vi.spyOn(console, "info").mockImplementation(() => {});
    // A body stream that breaks as a reset socket does, read by the real readJson.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"mobile":"98'));
      },
      pull(controller) {
        controller.error(reset());
      },
    });
    const request = new Request("http://localhost/api/v1/things", { method: "POST", body, duplex: "half" } as RequestInit);
    const response = await handler(request, {});
    expect(response.status).toBe(400);
    expect(errors).not.toHaveBeenCalled();
    expect(infos).toHaveBeenCalledTimes(1);
    expect(String(infos.mock.calls[0]![0])).toMatch(/^\[http\] client went away during POST \/api\/v1\/things: ECONNRESET$/);
    errors.mockRestore();
    infos.mockRestore();
  });

  it("is one info line in a server action", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const infos = vi.spyOn(console, "info").mockImplementation(() => {});
    const answer = await runAction(async () => {
      throw Object.assign(new TypeError("terminated"), { cause: reset() });
    });
    expect(answer.status).toBe("failure");
    expect(errors).not.toHaveBeenCalled();
    expect(infos).toHaveBeenCalledTimes(1);
    errors.mockRestore();
    infos.mockRestore();
  });

  it("is one info line when a CSV download is cancelled while a batch is being read", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const infos = vi.spyOn(console, "info").mockImplementation(() => {});
    let release: (error: Error) => void = () => {};
    async function* batches() {
      yield [["first", 1]];
      // The second batch fails only because the download was cancelled (the cursor is closed under it).
      await new Promise((_, reject) => (release = reject));
      yield [["never", 2]];
    }
    const response = csvStreamResponse("sales.csv", ["name", "n"], batches);
    const reader = response.body!.getReader();
    await reader.read();
    await reader.read();
    const pending = reader.read();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const cancelling = reader.cancel(reset());
    release(new Error("Connection terminated: cursor closed"));
    await cancelling;
    await pending.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errors).not.toHaveBeenCalled();
    expect(infos).toHaveBeenCalledTimes(1);
    expect(String(infos.mock.calls[0]![0])).toContain("client went away during the download of sales.csv");
    errors.mockRestore();
    infos.mockRestore();
  });

  it("a real failure mid-download is still logged as one", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    async function* batches(): AsyncGenerator<[string, number][]> {
      yield [["first", 1]];
      throw new Error("relation sales does not exist");
    }
    const response = csvStreamResponse("sales.csv", ["name", "n"], batches);
    await expect(response.text()).rejects.toThrow();
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });

  it("tells a reset, an abort and a plain error apart", () => {
    expect(isClientAbort(reset())).toBe(true);
    expect(isClientAbort(Object.assign(new Error("x"), { name: "ResponseAborted" }))).toBe(true);
    // Our own timeouts are failures of ours, not the client's.
    expect(isClientAbort(Object.assign(new Error("This operation was aborted"), { name: "AbortError" }))).toBe(false);
    expect(isClientAbort(new TypeError("terminated", { cause: Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" }) }))).toBe(true);
    expect(isClientAbort(new Error("relation secret_table does not exist"))).toBe(false);
    expect(isClientAbort(null)).toBe(false);
  });

  it("is one info line where Next.js itself reports it (the console filter instrumentation.ts installs)", () => {
    const lines: { level: string; args: unknown[] }[] = [];
    const fake = { error: (...args: unknown[]) => lines.push({ level: "error", args }), info: (...args: unknown[]) => lines.push({ level: "info", args }) } as unknown as Console;
    installClientAbortLogFilter(fake);
    installClientAbortLogFilter(fake);
    // As Next.js prints an aborted server-action body: the error alone, then from its uncaughtException handler.
    const once = reset();
    fake.error(once);
    fake.error("⨯", "uncaughtException: ", once);
    fake.error("⨯", "uncaughtException: ", reset());
    fake.error("[api] unexpected error on POST /x:", new Error("relation secret_table does not exist"));
    fake.error("plain text");
    expect(lines.map((line) => line.level)).toEqual(["info", "info", "error", "error"]);
    expect(String(lines[0]!.args[0])).toMatch(/^\[http\] client went away during .*: ECONNRESET$/);
  });
});
