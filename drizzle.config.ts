import { defineConfig } from "drizzle-kit";
import { databaseUrl } from "./server/env";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./drizzle",
  casing: "snake_case",
  dbCredentials: { url: databaseUrl() },
  strict: true,
  verbose: true,
});
