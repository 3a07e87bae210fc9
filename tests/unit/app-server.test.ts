import { describe, expect, it } from "vitest";
import { serverNodeArgs } from "../../scripts/lib/app-server";

describe("the production server's Node.js options", () => {
  it("pass SERVER_HEAP_MAX_MB as the heap bound, and nothing when it is unset or 0", () => {
    expect(serverNodeArgs({ SERVER_HEAP_MAX_MB: "512", SERVER_SEMI_SPACE_MB: "0" })).toEqual(["--max-old-space-size=512"]);
    expect(serverNodeArgs({ SERVER_SEMI_SPACE_MB: "0" })).toEqual([]);
    expect(serverNodeArgs({ SERVER_HEAP_MAX_MB: "0", SERVER_SEMI_SPACE_MB: "0" })).toEqual([]);
    expect(() => serverNodeArgs({ SERVER_HEAP_MAX_MB: "64" })).toThrow(/SERVER_HEAP_MAX_MB/);
  });

  it("pass SERVER_SEMI_SPACE_MB as the young generation's semi-space size, 32 MiB unless set", () => {
    expect(serverNodeArgs({})).toEqual(["--max-semi-space-size=32"]);
    expect(serverNodeArgs({ SERVER_HEAP_MAX_MB: "512", SERVER_SEMI_SPACE_MB: "64" })).toEqual(["--max-old-space-size=512", "--max-semi-space-size=64"]);
    expect(() => serverNodeArgs({ SERVER_SEMI_SPACE_MB: "1024" })).toThrow(/SERVER_SEMI_SPACE_MB/);
  });
});
