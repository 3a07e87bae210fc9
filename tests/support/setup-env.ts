import { inject } from "vitest";

// Runs before each test file's imports are evaluated, so server/env.ts sees the run's database.
process.env.DATABASE_URL = inject("databaseUrl");
process.env.DEMO_DATA = "false";
