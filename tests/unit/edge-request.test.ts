import { createServer, request as httpRequest, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitFor, JSON_BODY_LIMIT, SHOP_IMAGES_FORM_LIMIT, UPLOAD_FORM_LIMIT, ARTICLE_BODY_LIMIT } from "../../server/http/body-limits";
import { limitRequestBody, refuseMalformedUrl } from "../../server/http/edge-request";
import { isMalformedUrl, refuseForeignAction } from "../../server/http/server-action-guard";

describe("body limits by route", () => {
  it("gives uploads their file limit, the article editor's actions 1 MiB and everything else 64 KB", () => {
    expect(bodyLimitFor("/api/v1/customers/login", false)).toBe(JSON_BODY_LIMIT);
    expect(bodyLimitFor("/api/v1/franchisee/upload", false)).toBe(SHOP_IMAGES_FORM_LIMIT);
    expect(bodyLimitFor("/api/v1/admin/categories/icon", false)).toBe(UPLOAD_FORM_LIMIT);
    expect(bodyLimitFor("/api/v1/admin/payouts/12/bank-response", false)).toBe(UPLOAD_FORM_LIMIT);
    expect(bodyLimitFor("/admin/news/5", true)).toBe(ARTICLE_BODY_LIMIT);
    expect(bodyLimitFor("/mr/admin/news", true)).toBe(ARTICLE_BODY_LIMIT);
    expect(bodyLimitFor("/profile", true)).toBe(JSON_BODY_LIMIT);
    // An upload's path posted as a server action is an action: 64 KB.
    expect(bodyLimitFor("/api/v1/franchisee/upload", true)).toBe(JSON_BODY_LIMIT);
  });
});

describe("malformed addresses and foreign server actions", () => {
  it("finds NULs and percent-encoding that does not decode twice", () => {
    expect(isMalformedUrl("/shops?search=%00")).toBe(true);
    expect(isMalformedUrl("/shops/%25")).toBe(true);
    expect(isMalformedUrl("/news/%25")).toBe(true);
    expect(isMalformedUrl("/news/%E0%A4")).toBe(true);
    expect(isMalformedUrl("/shops/12/%E0%A4%97%E0%A4%A3%E0%A5%87%E0%A4%B6")).toBe(false);
    expect(isMalformedUrl("/shops?search=50%25%20off")).toBe(false);
    expect(isMalformedUrl("/")).toBe(false);
  });

  it("refuses a server action whose Origin is another site with a 403, and lets this site's through", async () => {
    const action = (origin: string | null) =>
      new Request("http://localhost:3000/profile", { method: "POST", headers: { host: "localhost:3000", "next-action": "x", ...(origin ? { origin } : {}) } });
    const refused = refuseForeignAction(action("https://evil.example"), "localhost:3000");
    expect(refused?.status).toBe(403);
    expect(await refused!.json()).toMatchObject({ status: "failure", errors: { msg: expect.any(String) } });
    expect(refuseForeignAction(action("null"), "localhost:3000")?.status).toBe(403);
    expect(refuseForeignAction(action("http://localhost:3000"), "localhost:3000")).toBeNull();
    expect(refuseForeignAction(action(null), "localhost:3000")).toBeNull();
  });
});

describe("the production server's body limit (a real connection)", () => {
  let server: Server;
  let port = 0;
  let read = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (limitRequestBody(request, response) || refuseMalformedUrl(request, response)) return;
      read = 0;
      request.on("data", (chunk: Buffer) => (read += chunk.length));
      request.on("end", () => response.end(JSON.stringify({ read })));
      request.on("error", () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });

  function send(path: string, chunks: number, size: number, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      let answered = false;
      const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path, headers, agent: false }, (response) => {
        answered = true;
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      req.on("error", (error) => (answered ? undefined : reject(error)));
      let sent = 0;
      const pump = () => {
        while (!answered && sent < chunks) {
          sent += 1;
          if (!req.write(Buffer.alloc(size, "a"))) return void req.once("drain", pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
  }

  it("answers 413 in the API envelope once a chunked body passes its limit, having passed on no more than the limit", async () => {
    const refused = await send("/api/v1/customers/login", 200, 16 * 1024);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ status: "failure", data: null, errors: { msg: "The request is too large." } });
    expect(read).toBeLessThanOrEqual(JSON_BODY_LIMIT);
  });

  it("keeps reading a refused body while the client goes on sending, so a client slow to read still gets its 413", async () => {
    // A busy client writes its whole body before it reads anything: here 3 s of chunks, more
    // than the linger's quiet time, all after the refusal. Closing under it resets the connection.
    const answer = await new Promise<string>((resolve, reject) => {
      // Half-open: the server's end of the answer does not stop the client writing, as with a busy client.
      const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
      let received = "";
      socket.on("data", (data: Buffer) => (received += data.toString()));
      socket.on("error", reject);
      socket.on("close", () => resolve(received));
      socket.write("POST /api/v1/customers/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n");
      const chunk = Buffer.alloc(32 * 1024, "a");
      const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
      const startedAt = Date.now();
      const tick = setInterval(() => {
        if (Date.now() - startedAt < 3_000) return void socket.write(frame);
        clearInterval(tick);
        socket.end("0\r\n\r\n");
      }, 100);
      socket.on("close", () => clearInterval(tick));
    });
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 413 Payload Too Large");
    expect(answer).toContain('"The request is too large."');
  }, 20_000);

  it("refuses a declared length over the limit before reading, and passes bodies within it whole", async () => {
    expect((await send("/api/v1/customers/login", 1, 10, { "content-length": String(JSON_BODY_LIMIT + 1) })).status).toBe(413);
    const within = await send("/api/v1/customers/login", 3, 16 * 1024);
    expect(within.status).toBe(200);
    expect(JSON.parse(within.body)).toEqual({ read: 48 * 1024 });
    const upload = await send("/api/v1/admin/categories/icon", 16, 64 * 1024);
    expect(JSON.parse(upload.body)).toEqual({ read: 1024 * 1024 });
  });

  it("answers a malformed address with a 404 page in its language, or a 400 envelope under /api", async () => {
    const page = await send("/mr/shops/%25", 0, 0);
    expect(page.status).toBe(404);
    expect(page.body).toContain('lang="mr"');
    expect((await send("/api/v1/shops?search=%00", 0, 0)).status).toBe(400);
  });
});
