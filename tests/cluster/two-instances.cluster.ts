/**
 * `npm run test:cluster`: two app instances against one PostgreSQL behind nginx (scripts/run-cluster.ts),
 * driven over HTTP. Not part of `npm test`: it builds the app when the build is stale and may
 * install nginx with apt-get (see docs/decisions/078-two-instances-behind-nginx.md, issue 9).
 */
import { spawn } from "node:child_process";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths, kolkataMonthStart } from "../../lib/time";
import { createDb } from "../../server/db/connect";
import { demoCustomerLogin, demoCustomers, demoFranchiseeLogin } from "../../server/demo/content/people";
import { startCluster, type Cluster } from "../../scripts/lib/cluster";

process.env.EMBEDDED_PG_DIR ??= ".data/cluster-test-postgres";
process.env.EMBEDDED_PG_PORT ??= process.env.CLUSTER_PG_PORT ?? "54336";
process.env.EMBEDDED_PG_DATABASE ??= "cluster";
process.env.DEMO_DATA = "true";
delete process.env.DATABASE_URL;
const ports = (process.env.CLUSTER_PORTS ?? "3101,3102").split(",").map(Number);
const proxyPort = Number(process.env.CLUSTER_PROXY_PORT ?? 8180);

let cluster: Cluster;
let connection: ReturnType<typeof createDb>;
let a: string;
let b: string;

beforeAll(async () => {
  cluster = await startCluster({ ports, proxyPort, dir: ".data/cluster-test", freshDatabase: true, env: { AUTH_RATE_LIMIT_SCALE: "1" }, log: () => {} });
  connection = createDb(cluster.databaseUrl, { max: 2 });
  [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
}, 900_000);

afterAll(async () => {
  await connection?.pool.end();
  await cluster?.stop();
}, 60_000);

type Envelope<T = Record<string, unknown>> = { status: "success" | "failure"; data: T | null; errors: Record<string, unknown> | null };

async function logIn(base: string, path: string, mobile: string, password: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ mobile, password }) });
  const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]!).filter((c) => !c.endsWith("=")).join("; ");
  return { status: response.status, cookie, upstream: response.headers.get("x-upstream"), body: (await response.json()) as Envelope };
}

async function me(base: string, cookie: string) {
  const response = await fetch(`${base}/api/v1/me`, { headers: { cookie } });
  return ((await response.json()) as Envelope<{ viewer: { roles: string[] } | null }>).data?.viewer ?? null;
}

const count = async (query: ReturnType<typeof sql>) => Number((await connection.db.execute<{ n: string }>(query)).rows[0]!.n);

describe("two app instances behind nginx, one database", () => {
  it("serves through nginx from both instances", async () => {
    const upstreams = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch(`${cluster.url}/api/health`);
      expect(response.status).toBe(200);
      upstreams.add(response.headers.get("x-upstream") ?? "");
    }
    expect([...upstreams].sort()).toEqual(ports.map((port) => `127.0.0.1:${port}`).sort());
  });

  it("keeps public pages for anonymous visitors at nginx, never for signed-in ones, never the API", async () => {
    const page = async (headers: Record<string, string> = {}) => {
      const response = await fetch(`${cluster.url}/news`, { headers });
      await response.arrayBuffer();
      return { status: response.status, cache: response.headers.get("x-cache"), cookie: response.headers.get("set-cookie") };
    };
    await page();
    const again = await page();
    expect(again).toMatchObject({ status: 200, cache: "HIT", cookie: null });
    const login = await logIn(a, "/api/v1/customers/login", demoCustomerLogin.mobile, demoCustomerLogin.password);
    expect(login.cookie).toMatch(/dlmp/);
    for (let i = 0; i < 2; i += 1) expect((await page({ cookie: login.cookie })).cache).toBe("BYPASS");
    const api = await fetch(`${cluster.url}/api/v1/me`, { headers: { cookie: login.cookie } });
    expect(api.headers.get("x-cache")).toBeNull();
    expect(((await api.json()) as Envelope<{ viewer: unknown }>).data?.viewer).not.toBeNull();
  });

  it("keeps a session made on instance A valid on instance B, and a logout on B ends it on A", async () => {
    const login = await logIn(a, "/api/v1/customers/login", demoCustomerLogin.mobile, demoCustomerLogin.password);
    expect(login.status).toBe(200);
    expect(await me(b, login.cookie)).toMatchObject({ roles: expect.arrayContaining(["customer"]) });
    const dashboard = await fetch(`${b}/dashboard`, { headers: { cookie: login.cookie }, redirect: "manual" });
    expect(dashboard.status).toBe(200);

    const logout = await fetch(`${b}/api/v1/logout`, { method: "POST", headers: { cookie: login.cookie } });
    expect(logout.status).toBe(200);
    expect(await me(a, login.cookie)).toBeNull();
  });

  it("holds the login limits across both instances (the counters are rows in the database)", async () => {
    // Ten failures per number from one address in 15 minutes: five through A and five through B use them up.
    const mobile = demoCustomers[1]!.mobile;
    for (const base of [a, a, a, a, a, b, b, b, b, b]) {
      expect((await logIn(base, "/api/v1/customers/login", mobile, "Wrong@12345")).status).toBe(401);
    }
    expect(await count(sql`SELECT count AS n FROM rate_limit WHERE key = ${`dlmp:loginFailuresPerPair:${mobile}:127.0.0.1`}`)).toBe(10);
    // Now even the right password is refused from this address, on either instance.
    for (const base of [a, b]) {
      const refused = await logIn(base, "/api/v1/customers/login", mobile, "Demo@12345");
      expect(refused.status).toBe(429);
      expect(refused.cookie).toBe("");
    }
  });

  it("keys per-IP limits on the address nginx saw, whatever X-Forwarded-For the client sends", async () => {
    const ipKey = "dlmp:loginAttemptsPerIp:127.0.0.1";
    const before = await count(sql`SELECT coalesce(max(count), 0) AS n FROM rate_limit WHERE key = ${ipKey}`);
    const upstreams = new Set<string | null>();
    for (let i = 0; i < 4; i += 1) {
      const attempt = await logIn(cluster.url, "/api/v1/customers/login", demoCustomers[2]!.mobile, "Wrong@12345", { "x-forwarded-for": "203.0.113.77" });
      expect(attempt.status).toBe(401);
      upstreams.add(attempt.upstream);
    }
    expect(upstreams.size).toBe(2);
    expect(await count(sql`SELECT coalesce(max(count), 0) AS n FROM rate_limit WHERE key = ${ipKey}`)).toBe(before + 4);
    expect(await count(sql`SELECT count(*) AS n FROM rate_limit WHERE key LIKE '%203.0.113.77%'`)).toBe(0);
  });

  it("serves an image uploaded through instance A from instance B (one shared uploads folder)", async () => {
    const owner = await logIn(a, "/api/v1/franchisee/login", demoFranchiseeLogin.mobile, demoFranchiseeLogin.password);
    expect(owner.status).toBe(200);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
    const form = new FormData();
    form.append("franchisees[franchisee_image2]", new Blob([new Uint8Array(png)], { type: "image/png" }), "front.png");
    const upload = await fetch(`${a}/api/v1/franchisee/upload`, { method: "POST", headers: { cookie: owner.cookie }, body: form });
    const body = (await upload.json()) as Envelope<Record<string, string | null>>;
    expect(upload.status, JSON.stringify(body)).toBe(200);
    const imageUrl = body.data!.franchisee_image2!;
    expect(imageUrl).toMatch(/^\/media\/shops\/\d+\/[a-f0-9]{32}\.webp$/);

    const fromA = await fetch(a + imageUrl);
    const fromB = await fetch(b + imageUrl);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });

  it("runs a commission month once when two processes start it at the same moment (the engine's database lock)", async () => {
    const month = addMonths(kolkataMonthStart(new Date()), -1);
    const run = () => {
      // One node process each (tsx as a loader), as two instances' workers or two operators would.
      const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/commissions.ts", "--month", month.slice(0, 7)], {
        env: { ...process.env, DATABASE_URL: cluster.databaseUrl, COMMISSIONS_TEST_PAUSE_BEFORE_COMMIT_MS: "8000" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      return new Promise<{ code: number | null; output: string }>((resolve) => child.once("exit", (code) => resolve({ code, output })));
    };
    const results = await Promise.all([run(), run()]);
    const succeeded = results.filter((r) => r.code === 0);
    const refused = results.filter((r) => r.code !== 0);
    expect(succeeded, results.map((r) => r.output).join("\n---\n")).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.output).toMatch(/Another commission run, close or payout batch is in progress/);
    expect(await count(sql`SELECT count(*) AS n FROM commission_runs WHERE month = ${month}::date AND status = 'succeeded' AND NOT dry_run`)).toBe(1);
    expect(await count(sql`SELECT count(*) AS n FROM commission_runs WHERE month = ${month}::date AND status <> 'succeeded'`)).toBe(0);
  }, 120_000);

  it("shows an edit made through instance A on instance B's shop page at once (page cache and ISR dropped over NOTIFY)", async () => {
    const owner = await logIn(a, "/api/v1/franchisee/login", demoFranchiseeLogin.mobile, demoFranchiseeLogin.password);
    expect(owner.status).toBe(200);
    const [shop] = (
      await connection.db.execute<{ id: number; slug: string }>(
        sql`SELECT s.id::int AS id, s.slug FROM shops s JOIN franchisees f ON f.id = s.franchisee_id JOIN "user" u ON u.id = f.user_id WHERE u.phone_number LIKE ${`%${demoFranchiseeLogin.mobile}`}`,
      )
    ).rows;
    const shopPage = async (base: string) => {
      const response = await fetch(`${base}/shops/${shop!.id}/${shop!.slug}`);
      return { status: response.status, cache: response.headers.get("x-page-cache"), body: await response.text() };
    };
    const brands = `Cluster Brand ${Date.now()}`;
    // A search for the new brand: the listing lists the shop once the edit is made.
    const listing = async (base: string) => {
      const response = await fetch(`${base}/shops?search=${encodeURIComponent(brands)}`);
      const body = await response.text();
      return { status: response.status, cache: response.headers.get("x-page-cache"), listsShop: body.includes(`/shops/${shop!.id}/${shop!.slug}"`) };
    };
    // Both instances keep the page and the listing in their own memory.
    await shopPage(a);
    await shopPage(b);
    await listing(b);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await shopPage(a)).toMatchObject({ status: 200, cache: "HIT" });
    const cached = await shopPage(b);
    expect(cached).toMatchObject({ status: 200, cache: "HIT" });
    expect(await listing(b)).toEqual({ status: 200, cache: "HIT", listsShop: false });

    const profile = ((await (await fetch(`${a}/api/v1/franchisee/profile`, { method: "POST", headers: { "content-type": "application/json", cookie: owner.cookie }, body: "{}" })).json()) as Envelope<{ data: Record<string, unknown> }>).data!.data;
    expect(cached.body).not.toContain(brands);
    const update = await fetch(`${a}/api/v1/franchisee/update`, { method: "POST", headers: { "content-type": "application/json", cookie: owner.cookie }, body: JSON.stringify({ ...profile, brands }) });
    expect(update.status, await update.clone().text()).toBe(200);

    // A, which handled the edit, shows it on the very next request; B within moments (one NOTIFY
    // and B's own internal revalidation), far inside the 30-60 s the copies would otherwise live.
    expect((await shopPage(a)).body).toContain(brands);
    const started = Date.now();
    await expect.poll(async () => (await shopPage(b)).body.includes(brands), { timeout: 5_000, interval: 100 }).toBe(true);
    await expect.poll(async () => (await listing(b)).listsShop, { timeout: 5_000, interval: 100 }).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
