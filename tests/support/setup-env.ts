import { workerDatabaseUrl } from "./worker-database";

// Runs before each test file's imports are evaluated, so server/env.ts sees this worker's database.
process.env.DATABASE_URL = workerDatabaseUrl();
process.env.DEMO_DATA = "false";
