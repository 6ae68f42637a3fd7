import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../helpers/raw-http";
import { startServer, type TestServer } from "../helpers/server";

// Behind a trusted proxy, the visitor is the address the proxy appended to X-Forwarded-For, never
// the value the visitor wrote there themselves.

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "true", RATE_LIMIT_MAX: "2" });
});
afterAll(async () => {
  await server?.stop();
});

// The review endpoint counts a request before reading its body, so an empty body is enough.
const review = (forwardedFor: string) =>
  rawRequest(server.url + "/functions/v1/submit-testimonial", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: "{}",
  });

describe("rate limits behind a proxy", () => {
  it("cannot be dodged with a fresh leftmost X-Forwarded-For per request", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await review(`10.9.8.${i}, 203.0.113.77`)).status);
    expect(statuses).toEqual([400, 400, 429, 429]);
    // Another visitor, as the proxy reports it, is counted apart.
    expect((await review("203.0.113.78")).status).toBe(400);
  });

  it("counts an IPv6 visitor by the /64, whatever address inside it they use", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i++) statuses.push((await review(`2001:db8:aa:bb::${i.toString(16)}`)).status);
    expect(statuses).toEqual([400, 400, 429]);
    expect((await review("2001:db8:aa:cc::1")).status).toBe(400);
  });
});
