import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/server";

// Which payment settings the production server starts with (docs/decisions/012): a deployment
// that says nothing about payments refuses to start, a Stripe key needs its webhook secret, and
// the README's local `npm start` brings the site up on the test checkout, saying so.

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.join(root, process.env.BUILD_DIR ?? "build");
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  output: string;
  /** Status of GET / when the server came up (it is stopped right after). */
  home?: number;
}

async function run(args: string[], extraEnv: Record<string, string>): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-config-"));
  dirs.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
      BUILD_DIR: buildDir,
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let home: number | undefined;
  return new Promise<Run>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`neither started nor exited:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (home === undefined && output.includes("listening on")) {
        home = 0;
        fetch(`http://localhost:${port}/`)
          .then((res) => res.status)
          .catch(() => -1)
          .then((status) => {
            home = status;
            child.kill("SIGTERM");
          });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output, home });
    });
  });
}

const serverMain = () => path.join(buildDir, "server-main.js");
const npmStart = () => path.join(root, "scripts/start.mjs");

describe("payment settings at start-up", () => {
  it("refuses a production deployment that sets nothing about payments", async () => {
    const result = await run([serverMain()], { NODE_ENV: "production" });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/STRIPE_SECRET_KEY: required when NODE_ENV=production/);
    expect(result.output).toContain("PAYMENTS_PROVIDER=test");
    expect(result.output).not.toContain("listening on");
  });

  it("refuses a Stripe key without STRIPE_WEBHOOK_SECRET, also through npm start", async () => {
    for (const args of [[serverMain()], [npmStart()]]) {
      const result = await run(args, { NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_test_x" });
      expect(result.code).toBe(1);
      expect(result.output).toMatch(/STRIPE_WEBHOOK_SECRET: required/);
    }
  });

  it("starts production on the test checkout when PAYMENTS_PROVIDER=test is explicit", async () => {
    const result = await run([serverMain()], { NODE_ENV: "production", PAYMENTS_PROVIDER: "test" });
    expect(result.home).toBe(200);
    expect(result.output).toContain("payments: test");
  });

  it("npm start with no configuration serves the site on the test checkout and says so in one line", async () => {
    const result = await run([npmStart()], {});
    expect(result.home).toBe(200);
    expect(result.output).toContain("payments: test");
    const notices = result.output.split("\n").filter((line) => line.startsWith("npm start:"));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain("PAYMENTS_PROVIDER=test");
  });

  it("npm start adds no default once a payment setting is given in .env", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-dotenv-"));
    dirs.push(dataDir);
    fs.writeFileSync(path.join(dataDir, ".env"), "STRIPE_SECRET_KEY=sk_test_from_dotenv\n");
    // The start script reads .env from the working directory; run it there.
    const result = await new Promise<Run>((resolve) => {
      const child = spawn(process.execPath, [npmStart()], {
        cwd: dataDir,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", BUILD_DIR: buildDir, PORT: "0" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (c: Buffer) => (output += c.toString()));
      child.stderr.on("data", (c: Buffer) => (output += c.toString()));
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      child.once("exit", (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
      // If it came up it would keep running: stop it once it says so.
      child.stdout.on("data", () => output.includes("listening on") && child.kill("SIGTERM"));
    });
    expect(result.output).not.toContain("npm start:");
  });
});
