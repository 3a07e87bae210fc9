import { describe, expect, it } from "vitest";
import { databaseUrl, parseEnv } from "../../server/env";

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
    expect(parseEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: secret, APP_ENCRYPTION_KEY: secret }).NODE_ENV).toBe("production");
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
