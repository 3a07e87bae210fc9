import { createServer, request as httpRequest, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleClientAddress } from "../../server/http/edge-request";
import { isProxyEntry, isTrustedProxy, resolveClientIp } from "../../server/http/trusted-proxies";
import { parseEnv } from "../../server/env";

describe("the trust walk", () => {
  it("takes the connection's address when it is not a trusted proxy, whatever the headers say", () => {
    expect(resolveClientIp({ peer: "198.51.100.7", forwardedFor: "10.9.8.7", trusted: [] })).toBe("198.51.100.7");
    expect(resolveClientIp({ peer: "198.51.100.7", forwardedFor: "10.9.8.7", trusted: ["10.0.0.0/8"] })).toBe("198.51.100.7");
    expect(resolveClientIp({ peer: "::ffff:198.51.100.7", forwardedFor: null, trusted: [] })).toBe("198.51.100.7");
  });

  it("walks X-Forwarded-For from the right past trusted hops when the connection is a trusted proxy", () => {
    const cdn = ["173.245.48.0/20", "2400:cb00::/32"];
    const nginx = ["10.0.0.5"];
    // client -> CDN -> nginx -> app: the CDN appended the client, nginx appended the CDN edge.
    expect(resolveClientIp({ peer: "10.0.0.5", forwardedFor: "203.0.113.9, 173.245.48.10", trusted: [...nginx, ...cdn] })).toBe("203.0.113.9");
    // The client's own forged entries sit left of what the first proxy saw: never reached.
    expect(resolveClientIp({ peer: "10.0.0.5", forwardedFor: "10.9.8.7, 203.0.113.9, 173.245.48.10", trusted: [...nginx, ...cdn] })).toBe("203.0.113.9");
    expect(resolveClientIp({ peer: "10.0.0.5", forwardedFor: "1.1.1.1, 2001:db8::1, 2400:cb00:12::1", trusted: [...nginx, ...cdn] })).toBe("2001:db8::1");
    // A hop we do not trust in the middle is where the walk stops: it could have written anything left of it.
    expect(resolveClientIp({ peer: "10.0.0.5", forwardedFor: "203.0.113.9, 198.51.100.1", trusted: [...nginx, ...cdn] })).toBe("198.51.100.1");
  });

  it("gives the leftmost entry of a chain of trusted hops, and the peer when nothing was forwarded", () => {
    expect(resolveClientIp({ peer: "127.0.0.1", forwardedFor: "127.0.0.1", trusted: ["127.0.0.1"] })).toBe("127.0.0.1");
    expect(resolveClientIp({ peer: "10.0.0.5", forwardedFor: null, trusted: ["10.0.0.5"] })).toBe("10.0.0.5");
    expect(resolveClientIp({ peer: "10.0.0.5", forwardedFor: "junk, also junk", trusted: ["10.0.0.5"] })).toBe("10.0.0.5");
    expect(resolveClientIp({ peer: null, forwardedFor: null, trusted: [] })).toBeNull();
  });

  it("matches IPv4 and IPv6 addresses and ranges, mapped addresses too", () => {
    expect(isTrustedProxy("10.1.2.3", ["10.0.0.0/8"])).toBe(true);
    expect(isTrustedProxy("11.1.2.3", ["10.0.0.0/8"])).toBe(false);
    expect(isTrustedProxy("::ffff:10.1.2.3", ["10.0.0.0/8"])).toBe(true);
    expect(isTrustedProxy("2400:cb00:1::5", ["2400:cb00::/32"])).toBe(true);
    expect(isTrustedProxy("2400:cb01::5", ["2400:cb00::/32"])).toBe(false);
    expect(isTrustedProxy("::1", ["::1"])).toBe(true);
    expect(isTrustedProxy("not-an-ip", ["0.0.0.0/0"])).toBe(false);
  });

  it("TRUSTED_PROXIES accepts addresses and ranges and refuses anything else at start", () => {
    expect(parseEnv({ TRUSTED_PROXIES: "10.0.0.5, 10.0.1.0/24,2400:cb00::/32" }).TRUSTED_PROXIES).toEqual(["10.0.0.5", "10.0.1.0/24", "2400:cb00::/32"]);
    expect(() => parseEnv({ TRUSTED_PROXIES: "nginx.local" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES/);
    expect(isProxyEntry("2001:db8::/129")).toBe(false);
    expect(isProxyEntry("10.0.0.0/8/1")).toBe(false);
  });
});

describe("the production server's client address (a real connection)", () => {
  let server: Server;
  let port = 0;
  let trusted: string[] = [];
  let seen: Record<string, string | string[] | undefined> = {};

  beforeAll(async () => {
    server = createServer((request, response) => {
      settleClientAddress(request, trusted);
      seen = { ...request.headers };
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const send = (headers: Record<string, string>) =>
    new Promise<void>((resolve, reject) => {
      const request = httpRequest({ host: "127.0.0.1", port, path: "/", headers }, (response) => {
        response.resume();
        response.on("end", resolve);
      });
      request.on("error", reject);
      request.end();
    });

  const forged = { "x-forwarded-for": "10.9.8.7", "x-real-ip": "10.9.8.6", forwarded: "for=10.9.8.5", "x-dlmp-client-ip": "10.9.8.4", "true-client-ip": "10.9.8.3" };

  it("drops every forwarding header a direct client sends and leaves its connection's address", async () => {
    trusted = [];
    await send(forged);
    expect(seen["x-forwarded-for"]).toBe("127.0.0.1");
    for (const name of ["x-real-ip", "forwarded", "x-dlmp-client-ip", "true-client-ip"]) expect(seen[name]).toBeUndefined();
  });

  it("reads X-Forwarded-For only when the connection comes from a trusted proxy", async () => {
    trusted = ["127.0.0.1"];
    await send({ "x-forwarded-for": "10.9.8.7, 203.0.113.9" });
    expect(seen["x-forwarded-for"]).toBe("203.0.113.9");
    expect(seen["x-real-ip"]).toBeUndefined();
  });
});
