import { describe, expect, it } from "vitest";
import { ensureLocalSiteUrl } from "../../scripts/lib/local-site-url";
import { databaseUrl, parseEnv, publicSiteUrl } from "../../server/env";

describe("settings", () => {
  it("have safe development defaults for everything", () => {
    const settings = parseEnv({ NODE_ENV: "development" });
    expect(settings.PORT).toBe(3000);
    expect(settings.DEMO_DATA).toBe(true);
    expect(databaseUrl(settings)).toBe("postgres://postgres:postgres@127.0.0.1:54329/marketplace");
  });

  it("use DATABASE_URL when given, and treat an empty value as unset", () => {
    expect(databaseUrl(parseEnv({ NODE_ENV: "development", DATABASE_URL: "postgres://u:p@db:5432/x" }))).toBe("postgres://u:p@db:5432/x");
    expect(parseEnv({ NODE_ENV: "development", DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("refuse the development secrets in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/BETTER_AUTH_SECRET/);
    const secret = "x".repeat(40);
    expect(parseEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: secret, APP_ENCRYPTION_KEY: secret, NEXT_PUBLIC_SITE_URL: "https://dlmp.in" }).NODE_ENV).toBe("production");
  });

  it("refuse a production start without the public address, which links and SMS are built from", () => {
    const secret = "x".repeat(40);
    const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: secret, APP_ENCRYPTION_KEY: secret };
    expect(() => parseEnv(production)).toThrow(/NEXT_PUBLIC_SITE_URL: set the site's public address/);
    expect(() => parseEnv({ ...production, NEXT_PUBLIC_SITE_URL: "" })).toThrow(/NEXT_PUBLIC_SITE_URL/);
    // Development and tests need none: links use the request's address, or this machine's.
    const development = parseEnv({ NODE_ENV: "development", PORT: "3250" });
    expect(development.NEXT_PUBLIC_SITE_URL).toBeUndefined();
    expect(publicSiteUrl(development)).toBe("http://localhost:3250");
    expect(publicSiteUrl(parseEnv({ ...production, NEXT_PUBLIC_SITE_URL: "https://dlmp.in" }))).toBe("https://dlmp.in");
  });

  it("let `npm start` on a fresh clone run: the local start sets this machine's address, and only when none is set", () => {
    const fresh: Record<string, string | undefined> = {};
    expect(ensureLocalSiteUrl(fresh, 3000)).toBe("http://localhost:3000");
    expect(fresh.NEXT_PUBLIC_SITE_URL).toBe("http://localhost:3000");
    const secret = "x".repeat(40);
    expect(parseEnv({ ...fresh, NODE_ENV: "production", BETTER_AUTH_SECRET: secret, APP_ENCRYPTION_KEY: secret }).NEXT_PUBLIC_SITE_URL).toBe("http://localhost:3000");
    const configured: Record<string, string | undefined> = { NEXT_PUBLIC_SITE_URL: "https://dlmp.in" };
    expect(ensureLocalSiteUrl(configured, 3000)).toBeNull();
    expect(configured.NEXT_PUBLIC_SITE_URL).toBe("https://dlmp.in");
  });

  it("leave the production server's source maps off unless asked (they cost it memory)", () => {
    expect(parseEnv({ NODE_ENV: "development" }).SERVER_SOURCE_MAPS).toBe(false);
    expect(parseEnv({ NODE_ENV: "development", SERVER_SOURCE_MAPS: "true" }).SERVER_SOURCE_MAPS).toBe(true);
  });

  it("bound the production server's heap only when asked, and never below 256 MiB", () => {
    expect(parseEnv({ NODE_ENV: "development" }).SERVER_HEAP_MAX_MB).toBe(0);
    expect(parseEnv({ NODE_ENV: "development", SERVER_HEAP_MAX_MB: "512" }).SERVER_HEAP_MAX_MB).toBe(512);
    expect(() => parseEnv({ SERVER_HEAP_MAX_MB: "100" })).toThrow(/SERVER_HEAP_MAX_MB/);
    expect(parseEnv({ NODE_ENV: "development" }).SERVER_SEMI_SPACE_MB).toBe(32);
    expect(parseEnv({ NODE_ENV: "development", SERVER_SEMI_SPACE_MB: "0" }).SERVER_SEMI_SPACE_MB).toBe(0);
    expect(() => parseEnv({ SERVER_SEMI_SPACE_MB: "-1" })).toThrow(/SERVER_SEMI_SPACE_MB/);
  });

  it("name the setting that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DEMO_DATA: "maybe" })).toThrow(/DEMO_DATA/);
  });
});
