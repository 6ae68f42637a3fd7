import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { cachedPagePaths } from "~/server/render-cache/cached-paths";
import { startServer } from "../helpers/server";

// No secret setting may reach the browser. The site is built with a canary value in every
// secret variable (into its own BUILD_DIR, so the real build/ is untouched); then every client
// file (and its .br/.gz twins, decompressed) is searched for the canaries. Pages are rendered by
// the running server (decision 020), so that build is then started with the same canaries (but a
// database it can reach) and every cached page and its .data, as served, is searched too.

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = `build-secrets-${process.pid}`;
const canary = (name: string) => `canary${name.replace(/_/g, "")}${process.pid}x7q`;

const secrets: Record<string, string> = {
  STRIPE_SECRET_KEY: `sk_test_${canary("STRIPE_SECRET_KEY")}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${canary("STRIPE_WEBHOOK_SECRET")}`,
  SMTP_URL: `smtps://mailer:${canary("SMTP_PASSWORD")}@smtp.example.com:465`,
  DATABASE_URL: `postgres://site:${canary("DATABASE_PASSWORD")}@127.0.0.1:1/site`,
  ADMIN_PASSWORD: canary("ADMIN_PASSWORD"),
  TEST_DATABASE_URL: `postgres://postgres:${canary("TEST_DATABASE_PASSWORD")}@127.0.0.1:1/test`,
};
/** The part of each value that is secret (a URL's password, a key's random part). */
const needles = Object.keys(secrets).map((name) =>
  canary(
    name === "SMTP_URL"
      ? "SMTP_PASSWORD"
      : name === "DATABASE_URL"
        ? "DATABASE_PASSWORD"
        : name === "TEST_DATABASE_URL"
          ? "TEST_DATABASE_PASSWORD"
          : name,
  ),
);

// A public setting, shown on every page: proves the search sees what a leak would.
const publicCanary = `Studio ${canary("SITE_NAME")}`;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

function text(file: string): string {
  const bytes = fs.readFileSync(file);
  if (file.endsWith(".br")) return zlib.brotliDecompressSync(bytes).toString("latin1");
  if (file.endsWith(".gz")) return zlib.gunzipSync(bytes).toString("latin1");
  return bytes.toString("latin1");
}

afterAll(() => {
  fs.rmSync(path.join(root, buildDir), { recursive: true, force: true });
});

describe("secrets in the build", () => {
  it("appear in no client file and no rendered page", { timeout: 900_000 }, async () => {
    const built = spawnSync("npm", ["run", "build:app"], {
      cwd: root,
      env: { ...process.env, ...secrets, SITE_NAME: publicCanary, PAYMENTS_PROVIDER: "stripe", BUILD_DIR: buildDir },
      encoding: "utf8",
    });
    expect(built.status, built.stdout + built.stderr).toBe(0);
    const client = path.join(root, buildDir, "client");
    const all = files(client).filter((f) => !f.includes(`${path.sep}img${path.sep}`));
    expect(all.some((f) => f.endsWith(".js"))).toBe(true);
    const leaks: string[] = [];
    let publicSeen = 0;
    const search = (name: string, content: string) => {
      if (content.includes(publicCanary)) publicSeen += 1;
      for (const needle of needles) if (content.includes(needle)) leaks.push(`${name}: ${needle}`);
    };
    for (const file of all) search(path.relative(client, file), text(file));

    const { DATABASE_URL: _unreachable, ...running } = secrets;
    const previousBuildDir = process.env.BUILD_DIR;
    process.env.BUILD_DIR = buildDir;
    const server = await startServer({ ...running, SITE_NAME: publicCanary, PAYMENTS_PROVIDER: "stripe" });
    if (previousBuildDir === undefined) delete process.env.BUILD_DIR;
    else process.env.BUILD_DIR = previousBuildDir;
    try {
      for (const page of cachedPagePaths()) {
        for (const url of [page, page === "/" ? "/_root.data" : `${page}.data`]) {
          const res = await fetch(server.url + url);
          expect(res.status, url).toBe(200);
          search(url, await res.text());
        }
      }
    } finally {
      await server.stop();
    }
    expect(publicSeen).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
  });
});
