import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../helpers/raw-http";
import { startServer, type TestServer } from "../helpers/server";

// A method a route does not handle is answered 405 with the methods it does handle, never 500:
// one rule in the shell (server/method-guard.ts), whatever the route.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const cases: Array<[method: string, path: string, allow: string]> = [
  ["DELETE", "/test-checkout/abc", "GET, HEAD, POST"],
  ["PUT", "/", "GET, HEAD"],
  ["PATCH", "/work", "GET, HEAD"],
  ["DELETE", "/wedding-portfolio", "GET, HEAD"],
  ["PUT", "/inquiry", "GET, HEAD"],
  ["PATCH", "/cart", "GET, HEAD"],
  ["DELETE", "/testimonials/love-stories", "GET, HEAD"],
  ["PUT", "/admin/sign-in", "GET, HEAD, POST"],
  ["DELETE", "/admin/testimonials/1", "GET, HEAD, POST"],
  ["PATCH", "/admin/sign-in.data", "GET, HEAD, POST"],
  ["PUT", "/functions/v1/send-contact-email", "POST"],
  ["DELETE", "/functions/v1/create-payment", "POST"],
  ["PATCH", "/api/webhooks/stripe", "POST"],
  ["PUT", "/admin/sign-out", "POST"],
  ["DELETE", "/sitemap.xml", "GET, HEAD"],
  ["PUT", "/no-such-page", "GET, HEAD"],
  ["POST", "/", "GET, HEAD"],
  ["POST", "/work", "GET, HEAD"],
  ["POST", "/blog", "GET, HEAD"],
];

describe("methods a route does not handle", () => {
  it.each(cases)("%s %s answers 405 with Allow: %s", async (method, path, allow) => {
    const res = await rawRequest(server.url + path, {
      method,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe(allow);
  });

  it("answers JSON for the JSON endpoints", async () => {
    const res = await rawRequest(server.url + "/functions/v1/submit-testimonial", { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ error: "Method not allowed" });
  });

  it("answers OPTIONS with the allowed methods", async () => {
    const res = await rawRequest(server.url + "/admin/sign-in", { method: "OPTIONS" });
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe("GET, HEAD, POST");
  });

  it("still serves the methods a route handles", async () => {
    expect((await rawRequest(server.url + "/work")).status).toBe(200);
    expect((await rawRequest(server.url + "/work", { method: "HEAD" })).status).toBe(200);
    expect((await rawRequest(server.url + "/admin/sign-in")).status).toBe(200);
  });
});
