import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { LOGINS } from "./support/actors";
import { freshPublicFormLimits, newMobile, query } from "./support/auth";

/**
 * What a client sends straight to the production server (`npm start`: scripts/serve-app.ts), over
 * raw HTTP: forwarding headers naming another address change nothing (per-IP limits, the session's
 * recorded address), and a body larger than its route takes is refused with 413 as it streams in,
 * not after it was read whole.
 */

const port = Number(process.env.E2E_PORT ?? 3200);

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * One request over a fresh connection. `chunks` are written with chunked encoding, one after the
 * other as the connection drains; writing stops once an answer arrives (as a browser would).
 */
function raw(options: { method?: string; path: string; headers?: Record<string, string>; body?: string; chunks?: { count: number; bytes: Buffer } }): Promise<Raw> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest({ host: "127.0.0.1", port, method: options.method ?? "POST", path: options.path, headers: options.headers, agent: false }, (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on("error", reject);
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    if (options.chunks) {
      const { count, bytes } = options.chunks;
      let sent = 0;
      const pump = () => {
        while (!answered && sent < count) {
          sent += 1;
          if (!req.write(bytes)) return void req.once("drain", pump);
        }
        if (!answered) req.end();
      };
      pump();
    } else {
      req.end(options.body);
    }
  });
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({ headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
const forged = { "x-forwarded-for": "10.9.8.7", "x-real-ip": "10.9.8.7", forwarded: "for=10.9.8.7", "x-dlmp-client-ip": "10.9.8.7" };

test.describe("forwarding headers sent by a client", () => {
  test("count nothing: a failed login is counted against the connection's address", async () => {
    const before = await query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limit WHERE key LIKE '%10.9.8.7%'");
    const attempt = await raw({ path: "/api/v1/customers/login", ...json({ mobile: newMobile(), password: "Wrong@12345" }, forged) });
    expect(attempt.status).toBe(401);
    expect((await query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limit WHERE key LIKE '%10.9.8.7%'"))[0]!.n).toBe(before[0]!.n);
    expect((await query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limit WHERE key LIKE 'dlmp:%127.0.0.1%'"))[0]!.n).toBeGreaterThan(0);
  });

  test("cannot dodge the comments' per-address limit", async () => {
    await freshPublicFormLimits();
    const [article] = await query<{ id: number }>("SELECT id::int FROM news WHERE status = 'published' ORDER BY id LIMIT 1");
    const comment = (i: number, headers: Record<string, string> = {}) =>
      raw({ path: "/api/v1/news/comments", ...json({ news_id: article!.id, name: "Edge Tester", email: `edge${i}@example.test`, comment: `Comment ${i}` }, headers) });
    for (let i = 0; i < 5; i += 1) expect((await comment(i)).status).toBe(200);
    const disguises: Record<string, string>[] = [forged, { "x-forwarded-for": "10.9.8.8, 10.9.8.9" }, { "x-real-ip": "10.9.8.10" }];
    for (const [i, headers] of disguises.entries()) {
      expect((await comment(10 + i, headers)).status, JSON.stringify(headers)).toBe(429);
    }
    await freshPublicFormLimits();
  });

  test("are not what the session records as the signed-in address", async () => {
    const login = LOGINS.otherCustomer;
    const signedIn = await raw({ path: login.api, ...json({ mobile: login.mobile, password: login.password }, forged) });
    expect(signedIn.status).toBe(200);
    const [session] = await query<{ ip_address: string | null }>(
      `SELECT s.ip_address FROM session s JOIN "user" u ON u.id = s.user_id WHERE u.phone_number = $1 ORDER BY s.created_at DESC LIMIT 1`,
      [login.mobile],
    );
    expect(session!.ip_address).toBe("127.0.0.1");
  });
});

test.describe("request bodies over their route's limit", () => {
  test("a chunked 32 MB JSON body to a login is refused with 413 in the API envelope as it streams", async () => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    const answer = await raw({ path: "/api/v1/customers/login", headers: { "content-type": "application/json" }, chunks: { count: 512, bytes: chunk } });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ status: "failure", data: null, errors: { msg: "The request is too large." } });
  });

  test("a declared length over the limit is refused before any of it is read", async () => {
    const answer = await raw({ path: "/api/v1/others/contacts", headers: { "content-type": "application/json", "content-length": String(70 * 1024) }, chunks: { count: 1, bytes: Buffer.alloc(70 * 1024, "a") } });
    expect(answer.status).toBe(413);
  });

  test("a chunked 30 MB multipart upload is refused with 413 past the upload limit; a server action past 64 KB too", async () => {
    const boundary = "----edge";
    const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="franchisees[franchisee_image1]"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 7);
    head.copy(chunk);
    const owner = LOGINS.franchisee;
    const signedIn = await raw({ path: owner.api, ...json({ mobile: owner.mobile, password: owner.password }) });
    expect(signedIn.status).toBe(200);
    const cookie = ([] as string[]).concat(signedIn.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
    const upload = await raw({ path: "/api/v1/franchisee/upload", headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` }, chunks: { count: 480, bytes: chunk } });
    expect(upload.status).toBe(413);
    const action = await raw({ path: "/profile", headers: { "content-type": "text/plain;charset=UTF-8", "next-action": "0".repeat(42) }, chunks: { count: 4, bytes: Buffer.alloc(64 * 1024, "a") } });
    expect(action.status).toBe(413);
  });

  test("bodies within their limits still pass", async () => {
    const login = await raw({ path: "/api/v1/customers/login", ...json({ mobile: newMobile(), password: "Wrong@12345", padding: "x".repeat(40_000) }) });
    expect(login.status).toBe(401);
  });
});

test.describe("addresses and origins no page of ours sends", () => {
  test("a NUL or percent-encoding that does not decode answers 404 (pages) or 400 (API), not 500", async () => {
    for (const path of ["/shops?search=%00", "/shops/%25", "/news/%25", "/mr/shops/%25", "/news?search=%00", "/shops/1/%E0%A4", "/shops/in/%25", "/shops/in/wardha/%E0%A4", "/hi/shops/in/%00"]) {
      const answer = await raw({ method: "GET", path });
      expect(answer.status, path).toBe(404);
    }
    expect((await raw({ method: "GET", path: "/api/v1/shops?search=%00" })).status).toBe(400);
  });

  test("a server action posted from another site's page answers 403, not 500", async () => {
    const answer = await raw({ path: "/profile", headers: { origin: "https://evil.example", "content-type": "text/plain;charset=UTF-8", "next-action": "0".repeat(42) }, body: "[]" });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ status: "failure", errors: { msg: "This request came from another website and was refused." } });
  });
});
