import { expect, type Page } from "@playwright/test";
import pg from "pg";
import { PAGE_CHANGE_CHANNEL, type PageChangeMessage } from "../../server/page-cache/page-change-channel";
import type { PublicPageChange } from "../../server/page-cache/public-page-change";
import { e2eServerEnv } from "./server-env";

/** The end-to-end server's database (playwright.config.ts starts it on E2E_PG_PORT, database "e2e"). */
const url = `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? 54331}/e2e`;

export async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Runs `statement` (a table lock) in a transaction that stays open until the returned function is
 * called: work that needs the table waits meanwhile, so a journey can watch a long job in progress.
 */
export async function holdInTransaction(statement: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("BEGIN");
  await client.query(statement);
  return async () => {
    try {
      await client.query("COMMIT");
    } finally {
      await client.end();
    }
  };
}

/**
 * Rows written here with SQL bypass the app, which would have told its page cache: announce the
 * change the way another app instance would (server/page-cache/page-change-channel.ts), so cached
 * listings drop their copies. The server hears it a moment later: read the page with `toPass`.
 */
export async function announcePublicChange(change: PublicPageChange): Promise<void> {
  const message: PageChangeMessage = { origin: "e2e", change };
  await query("SELECT pg_notify($1, $2)", [PAGE_CHANGE_CHANNEL, JSON.stringify(message)]);
}

/** The six-digit code in the latest SMS to a number: without Twilio settings the outbox is the delivery. */
export async function latestCode(mobile: string): Promise<string> {
  const rows = await query<{ body: string }>("SELECT body FROM sms_outbox WHERE to_mobile = $1 ORDER BY id DESC LIMIT 1", [mobile]);
  const code = rows[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was texted to ${mobile}`);
  return code;
}

/**
 * Waits until the server's resend cool-down (AUTH_RESEND_COOLDOWN_SECONDS in server-env.ts) has
 * passed since the last code to a number, by the code's own age in the database.
 */
export async function waitOutResendCooldown(mobile: string): Promise<void> {
  const cooldown = Number(e2eServerEnv().AUTH_RESEND_COOLDOWN_SECONDS);
  await expect
    .poll(async () => Number((await query<{ age: string }>("SELECT extract(epoch FROM clock_timestamp() - max(created_at))::text AS age FROM one_time_codes WHERE mobile = $1", [mobile]))[0]?.age ?? cooldown), {
      intervals: [100],
      timeout: (cooldown + 5) * 1000,
    })
    .toBeGreaterThanOrEqual(cooldown);
}

export async function smsCount(mobile: string): Promise<number> {
  return Number((await query<{ n: string }>("SELECT count(*)::text AS n FROM sms_outbox WHERE to_mobile = $1", [mobile]))[0]!.n);
}

let serial = 0;
/** A mobile number no one has used: 7 + time + a counter (demo numbers start with 98/90). */
export function newMobile(): string {
  serial += 1;
  return `7${String(Date.now()).slice(-6)}${String(serial % 1000).padStart(3, "0")}`;
}

/**
 * Stops the page's clock where it is, so that a message's timer counts only what the test fast-forwards
 * (on a busy machine a second of real time can pass between seeing a message and fast-forwarding).
 * Call before the action that starts the timer; `page.clock.resume()` lets time flow again.
 */
export async function pauseClock(page: Page): Promise<void> {
  // A second ahead: the page's time moves on while this call travels, and the clock cannot go back.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

/** Types a code into the six boxes. */
export async function typeCode(page: Page, code: string) {
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code);
}

/** Who the browser is signed in as, asked the way the header asks (GET /api/v1/me from the page). */
export async function viewerOf(page: Page): Promise<{ roles: string[]; customer?: { code: string | null; firstName: string }; franchisee?: { name: string } } | null> {
  return page.evaluate(async () => {
    const response = await fetch("/api/v1/me", { credentials: "same-origin" });
    const body = await response.json();
    return body.data.viewer;
  });
}

export const DEMO = {
  customer: { mobile: "9876543210", password: "Demo@12345" },
  franchisee: { mobile: "9822000001", password: "Demo@12345" },
  operator: { mobile: "9000000001", password: "Operator@12345" },
} as const;

const LOGIN_PAGE = { customer: "/login", franchisee: "/franchisee-login", operator: "/admin/login" } as const;
const HOME_PAGE = { customer: /\/dashboard$/, franchisee: /\/franchisee-dashboard$/, operator: /\/admin$/ } as const;

export async function logInAs(page: Page, who: keyof typeof DEMO, account: { mobile: string; password: string } = DEMO[who]) {
  await page.goto(LOGIN_PAGE[who]);
  await page.getByLabel("Mobile No.").fill(account.mobile);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(HOME_PAGE[who]);
}

/** Signs up a fresh customer through the API from the page (same origin), verifies it, and signs out. */
export async function createCustomerAccount(page: Page, password = "Secret@123"): Promise<{ mobile: string; password: string }> {
  const mobile = newMobile();
  await page.goto("/login");
  const signup = await page.evaluate(
    async (body) => (await fetch("/api/v1/customers/signup", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).json(),
    { firstName: "Kiran", middleName: "Anil", lastName: "Joshi", mobile, email: `kiran-${mobile}@example.test`, password, confirm_password: password, terms: true },
  );
  expect(signup.status).toBe("success");
  const code = await latestCode(mobile);
  const check = await page.evaluate(
    async (otp) => (await fetch("/api/v1/customers/check", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ otp }) })).json(),
    code,
  );
  expect(check.status).toBe("success");
  await page.evaluate(async () => fetch("/api/v1/logout", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }));
  return { mobile, password };
}

/**
 * Clears the public forms' per-address counters (contact, comments). Every spec calls from the same
 * address, so a journey that must get through a limited form starts from a fresh limit instead of
 * depending on what ran before it (the fuzzer alone sends hundreds of bodies).
 */
export async function freshPublicFormLimits(): Promise<void> {
  await query(`DELETE FROM rate_limit WHERE key LIKE 'public:%'`);
}
