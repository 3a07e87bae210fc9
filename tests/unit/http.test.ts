import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "../../server/errors";
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

  it("answers invalid fields with 422 and SPEC's per-field messages", async () => {
    const response = await handler(post(JSON.stringify({ mobile: "98765", amount: -1 })), {});
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.status).toBe("failure");
    expect(body.errors.mobile).toBe("mobile no should be exact 10 digits.");
    expect(body.errors.amount).toBeTruthy();
  });

  it("answers malformed and oversized JSON with 400, not 500", async () => {
    expect((await handler(post("{not json"), {})).status).toBe(400);
    expect((await handler(post(JSON.stringify({ pad: "x".repeat(70_000) })), {})).status).toBe(400);
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
