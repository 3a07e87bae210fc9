import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:cluster`: the several-instances test (tests/cluster), apart from `npm test` because
 * it starts its own PostgreSQL, two built app instances and nginx.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(root),
      "server-only": path.resolve(root, "tests/support/empty-module.ts"),
    },
  },
  test: {
    include: ["tests/cluster/**/*.cluster.ts"],
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 900_000,
  },
});
