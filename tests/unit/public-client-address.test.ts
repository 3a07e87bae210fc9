import { describe, expect, it } from "vitest";
import { clientAddress } from "../../server/public/rate-limit";

const request = (forwarded?: string) => new Request("http://localhost/api/v1/others/contacts", { method: "POST", headers: forwarded ? { "x-forwarded-for": forwarded } : {} });

describe("public forms' client address", () => {
  it("is the hop the nearest untrusted proxy saw, not the first entry a client can type", () => {
    // The client typed "1.1.1.1"; the (untrusted here) edge appended the address it really saw.
    expect(clientAddress(request("1.1.1.1, 203.0.113.9"))).toBe("203.0.113.9");
    expect(clientAddress(request("203.0.113.9"))).toBe("203.0.113.9");
    expect(clientAddress(request())).toBeNull();
  });
});
