import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "../env.server";
import { addressFromHeaders, rateLimitKey } from "./client-address.server";

const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });

describe("client address", () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
    delete process.env.TRUST_PROXY_HOPS;
    resetEnvForTests();
  });

  it("ignores X-Forwarded-For unless a proxy is trusted", () => {
    const r = request({ "x-forwarded-for": "203.0.113.9", "x-client-address": "192.0.2.1" });
    expect(addressFromHeaders(r, { trustProxy: false, hops: 1 })).toBe("192.0.2.1");
  });

  it("takes the entry the trusted proxy appended, never the client's own leftmost value", () => {
    // nginx's $proxy_add_x_forwarded_for keeps what the client sent and appends the peer's address.
    const r = request({ "x-forwarded-for": "1.2.3.4, 203.0.113.9", "x-client-address": "10.0.0.2" });
    expect(addressFromHeaders(r, { trustProxy: true, hops: 1 })).toBe("203.0.113.9");
    const spoofed = request({ "x-forwarded-for": "5.6.7.8, 9.9.9.9, 203.0.113.9", "x-client-address": "10.0.0.2" });
    expect(addressFromHeaders(spoofed, { trustProxy: true, hops: 1 })).toBe("203.0.113.9");
  });

  it("counts hops from the right when there are several proxies", () => {
    // CDN appends the visitor, the load balancer appends the CDN's edge.
    const r = request({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 198.51.100.1", "x-client-address": "10.0.0.2" });
    expect(addressFromHeaders(r, { trustProxy: true, hops: 2 })).toBe("203.0.113.9");
    // Fewer entries than hops: the leftmost one the proxies wrote is still theirs to vouch for.
    const short = request({ "x-forwarded-for": "203.0.113.9", "x-client-address": "10.0.0.2" });
    expect(addressFromHeaders(short, { trustProxy: true, hops: 2 })).toBe("203.0.113.9");
  });

  it("falls back to the socket address without a header", () => {
    expect(addressFromHeaders(request({ "x-client-address": "10.0.0.2" }), { trustProxy: true, hops: 1 })).toBe(
      "10.0.0.2",
    );
    expect(addressFromHeaders(request({}), { trustProxy: false, hops: 1 })).toBe("unknown");
  });

  it("reads TRUST_PROXY and TRUST_PROXY_HOPS from the environment", async () => {
    process.env.TRUST_PROXY = "true";
    process.env.TRUST_PROXY_HOPS = "2";
    resetEnvForTests();
    const { clientAddress } = await import("./client-address.server");
    const r = request({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 198.51.100.1", "x-client-address": "10.0.0.2" });
    expect(clientAddress(r)).toBe("203.0.113.9");
  });
});

describe("rate-limit key", () => {
  it("keys IPv4 by the whole address, IPv4-mapped IPv6 as IPv4", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("keys IPv6 by its /64, however it is spelled", () => {
    const key = rateLimitKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    expect(key).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:0db8:0001:0002:0:0:0:1")).toBe(key);
    expect(rateLimitKey("2001:db8:1:2::1")).toBe(key);
    expect(rateLimitKey("[2001:db8:1:2::5]")).toBe(key);
    expect(rateLimitKey("2001:db8:1:3::1")).not.toBe(key);
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });

  it("passes anything else through, bounded in length", () => {
    expect(rateLimitKey("unknown")).toBe("unknown");
    expect(rateLimitKey("x".repeat(500)).length).toBeLessThanOrEqual(100);
  });
});
