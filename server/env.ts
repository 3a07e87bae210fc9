import { z } from "zod";
import { isProxyEntry } from "./http/trusted-proxies";

/**
 * The one place settings are read. Every setting has a safe development default so that a fresh
 * clone runs with no configuration; production refuses to start with the development secrets.
 * Not `server-only`: scripts and tests read it too.
 */
const DEV_AUTH_SECRET = "dev-only-secret-change-me-in-production-0123456789";
const DEV_ENCRYPTION_KEY = "dev-only-encryption-key-change-me-0123456789abcdef";

const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    /** Absent: the app starts an embedded PostgreSQL (see scripts/run-app.ts). */
    DATABASE_URL: z.url().optional(),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    EMBEDDED_PG_DIR: z.string().min(1).default(".data/postgres"),
    EMBEDDED_PG_DATABASE: z.string().regex(/^[a-z_][a-z0-9_]*$/).default("marketplace"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /**
     * The public address links are built from (canonical, referral, SMS). Required in production;
     * `npm start` sets http://localhost:PORT for a local run; unset in development, pages use the
     * request's address (server/seo/site-origin.ts).
     */
    NEXT_PUBLIC_SITE_URL: z.url().optional(),
    BETTER_AUTH_SECRET: z.string().min(32).default(DEV_AUTH_SECRET),
    /** Key for encrypting bank account numbers at rest (AES-256-GCM, derived by SHA-256). */
    APP_ENCRYPTION_KEY: z.string().min(32).default(DEV_ENCRYPTION_KEY),
    /** Load the demo data set into an empty database at start. */
    DEMO_DATA: booleanish.default(true),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    /**
     * Addresses and CIDR ranges (IPv4 or IPv6, comma-separated) of the reverse proxies and CDN in
     * front of the app. A request whose connection comes from one of them has its X-Forwarded-For
     * walked from the right, skipping these; any other connection is the client itself, and what
     * it says in forwarding headers is thrown away (server/http/edge-request.ts). Empty: trust
     * none, right when clients reach the app directly (`npm start`).
     */
    TRUSTED_PROXIES: z
      .string()
      .default("")
      .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
      .refine((entries) => entries.every(isProxyEntry), "addresses or CIDR ranges (10.0.0.0/8, 2400:cb00::/32), comma-separated"),
    /** Multiplies every account rate limit (end-to-end runs raise it; production keeps 1). */
    AUTH_RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
    /** Seconds between two SMS codes to one number (end-to-end runs shorten it). */
    AUTH_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /** Where uploaded images are kept (local disk); served under /media/. Shared storage when several instances run. */
    UPLOAD_DIR: z.string().min(1).default(".data/uploads"),
    /**
     * Memory for the production server's in-process copy of the cached public pages (home, shop and
     * article pages), in MiB; 0 turns it off. About 100-300 KiB a page, a third of that gzipped.
     */
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /** How long a page is served from that copy; at most the pages' 60-second ISR period. */
    PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(60).default(30),
    /**
     * How long a stopping worker (`npm run worker`, SIGTERM or Ctrl-C) waits for the job in hand
     * before marking it interrupted and exiting, which rolls its work back. Under the ten seconds
     * `npm start` and the cluster give a child to stop (and a container's usual stop timeout);
     * raise it, with the supervisor's timeout, to let long closes finish across a deploy
     * (docs/decisions/115-commission-jobs-on-the-worker.md).
     */
    WORKER_STOP_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(8),
    /**
     * Source-mapped stack traces (TypeScript file and line) in the production server's error logs.
     * Off by default, as with `next start`: the server runs under tsx, which turns Node.js's source
     * maps on for the whole process; then every server chunk's map is parsed and kept as the chunk
     * loads (47 MB of heap), and each logged error's stack adds its chunks' decoded mappings to a
     * cache kept for the process's life (docs/benchmarks.md, five-minute soak).
     */
    SERVER_SOURCE_MAPS: booleanish.default(false),
    /**
     * Upper bound on the production server's V8 heap (old generation), in MiB, passed to Node.js as
     * --max-old-space-size by whatever starts it (scripts/lib/app-server.ts); 0 leaves Node.js's own
     * (about a quarter of the machine's memory, 4 GiB here). V8 lets the heap grow to several times
     * what is live before it collects: at the scale data the server's live heap stays near 200 MB
     * while its heap reaches 700 MB. A bound makes it collect sooner; too low a bound ends the
     * process when the live heap reaches it (docs/benchmarks.md, five-minute soak).
     */
    SERVER_HEAP_MAX_MB: z.coerce
      .number()
      .int()
      .min(0)
      .max(65536)
      .refine((mb) => mb === 0 || mb >= 256, "0 (Node.js decides) or at least 256")
      .default(0),
    /**
     * Size of each of V8's young-generation semi-spaces for the production server, in MiB, passed
     * as --max-semi-space-size (scripts/lib/app-server.ts); 0 leaves Node.js's own (16 MiB here). A
     * render allocates megabytes that die young; larger semi-spaces mean fewer scavenges: at 32 an
     * uncached listing cost 24 ms of CPU instead of 25.5 and ran 46 -> 50 a second, with the same
     * resident memory (docs/benchmarks.md, session 16).
     */
    SERVER_SEMI_SPACE_MB: z.coerce.number().int().min(0).max(256).default(32),
    /**
     * Registered (DLT) SMS template ids, one per notification kind (docs/product.md#notifications):
     * Indian operators drop an SMS whose text matches no registered template. A kind without one is
     * not sent by SMS; its in-app notification still goes, and the worker logs the skip once
     * (server/notifications/send-notification-sms.ts). Unset by default: no notification SMS.
     */
    SMS_DLT_TEMPLATE_SALE_RECORDED: z.string().trim().min(1).optional(),
    SMS_DLT_TEMPLATE_SALE_REVERSED: z.string().trim().min(1).optional(),
    SMS_DLT_TEMPLATE_SHOP_SALE_REVERSED: z.string().trim().min(1).optional(),
    SMS_DLT_TEMPLATE_PAYOUT_PAID: z.string().trim().min(1).optional(),
    SMS_DLT_TEMPLATE_PAYOUT_FAILED: z.string().trim().min(1).optional(),
    SMS_DLT_TEMPLATE_WALLET_TOPPED_UP: z.string().trim().min(1).optional(),
    SMS_DLT_TEMPLATE_WALLET_CORRECTED: z.string().trim().min(1).optional(),
    SMS_DLT_TEMPLATE_STATEMENT_READY: z.string().trim().min(1).optional(),
    SMS_DLT_TEMPLATE_KYC_HOLD: z.string().trim().min(1).optional(),
    SMS_DLT_TEMPLATE_DOWNLINE_DIGEST: z.string().trim().min(1).optional(),
    SMS_DLT_TEMPLATE_WALLET_LOW: z.string().trim().min(1).optional(),
    SMS_DLT_TEMPLATE_OPERATOR_DIGEST: z.string().trim().min(1).optional(),
    SMS_DLT_TEMPLATE_JOB_FAILED: z.string().trim().min(1).optional(),
    /**
     * Seconds an app instance keeps the shop taps and listing impressions it counted in memory
     * before adding them to shop_daily_stats in one statement (docs/decisions/135-shop-insights.md). What
     * an instance that dies holds is lost: at most this many seconds of taps.
     */
    INSIGHTS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
    /** Notification SMS the worker sends at most per second (the provider's and the DLT sender's limit). */
    NOTIFICATION_SMS_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(50),
    /**
     * Notification SMS requests in flight at once: at least the rate times the provider's answer
     * time (50 a second at up to 400 ms needs 20). Each waits on the provider, not on a database connection.
     */
    NOTIFICATION_SMS_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(20),
    /** Tries before a notification SMS is given up (failed, shown to operators); 30 s, 1, 2, 4 … minutes apart, at most an hour. */
    NOTIFICATION_SMS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  })
  .superRefine((value, ctx) => {
    if (value.NODE_ENV !== "production") return;
    if (value.BETTER_AUTH_SECRET === DEV_AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["BETTER_AUTH_SECRET"], message: "set a real secret in production" });
    }
    if (value.APP_ENCRYPTION_KEY === DEV_ENCRYPTION_KEY) {
      ctx.addIssue({ code: "custom", path: ["APP_ENCRYPTION_KEY"], message: "set a real key in production" });
    }
    if (!value.NEXT_PUBLIC_SITE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["NEXT_PUBLIC_SITE_URL"],
        message: "set the site's public address (e.g. https://dlmp.in): canonical, referral and SMS links are built from it (npm start sets http://localhost:PORT for a local run)",
      });
    }
  });

export type Env = z.infer<typeof schema>;

function emptyToUndefined(source: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === "" ? undefined : v]));
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(emptyToUndefined(source));
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment settings:\n${problems}`);
  }
  return result.data;
}

// `next build` runs with NODE_ENV=production; only `next start` should insist on real secrets.
const isBuildPhase = process.env.NEXT_PHASE === "phase-production-build";
export const env: Env = parseEnv(
  isBuildPhase ? { ...process.env, NODE_ENV: "development" as const } : process.env,
);

export function embeddedDatabaseUrl(settings: Pick<Env, "EMBEDDED_PG_PORT" | "EMBEDDED_PG_DATABASE">, database?: string) {
  return `postgres://postgres:postgres@127.0.0.1:${settings.EMBEDDED_PG_PORT}/${database ?? settings.EMBEDDED_PG_DATABASE}`;
}

/** The public address, or this machine's where it is not set (development, tests, scripts). */
export function publicSiteUrl(settings: Pick<Env, "NEXT_PUBLIC_SITE_URL" | "PORT"> = env): string {
  return settings.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${settings.PORT}`;
}

/** The database the app talks to: DATABASE_URL, or the embedded server's default database. */
export function databaseUrl(settings: Env = env): string {
  return settings.DATABASE_URL ?? embeddedDatabaseUrl(settings);
}
