import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";

// The headers as served: prerendered pages (from memory), server-rendered pages, JSON answers
// and photos all carry the Permissions-Policy and the right Cross-Origin-Resource-Policy.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const image = () => {
  const dir = path.resolve(import.meta.dirname, "../../", process.env.BUILD_DIR ?? "build", "client/img");
  const file = fs.readdirSync(dir).find((f) => /\.(avif|webp|jpg)$/.test(f));
  if (!file) throw new Error("no image in the build");
  return `/img/${file}`;
};

describe("security headers as served", () => {
  it.each(["/", "/work", "/admin/sign-in", "/functions/v1/create-payment", "/no-such-page"])(
    "%s: powerful features off, resources same-origin",
    async (route) => {
      const res = await fetch(server.url + route);
      const policy = res.headers.get("permissions-policy") ?? "";
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
        expect(policy, route).toContain(`${feature}=()`);
      }
      expect(policy, route).toContain('fullscreen=(self "https://player.vimeo.com")');
      expect(res.headers.get("cross-origin-resource-policy"), route).toBe("same-origin");
    },
  );

  it("photos may be shown by other sites", async () => {
    const res = await fetch(server.url + image());
    expect(res.status).toBe(200);
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  });
});
