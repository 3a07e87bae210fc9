import { describe, expect, it } from "vitest";
import { serverNodeArgs } from "../../scripts/lib/app-server";

describe("the production server's Node.js options", () => {
  it("pass SERVER_HEAP_MAX_MB as the heap bound, and nothing when it is unset or 0", () => {
    expect(serverNodeArgs({ SERVER_HEAP_MAX_MB: "512" })).toEqual(["--max-old-space-size=512"]);
    expect(serverNodeArgs({})).toEqual([]);
    expect(serverNodeArgs({ SERVER_HEAP_MAX_MB: "0" })).toEqual([]);
    expect(() => serverNodeArgs({ SERVER_HEAP_MAX_MB: "64" })).toThrow(/SERVER_HEAP_MAX_MB/);
  });
});
