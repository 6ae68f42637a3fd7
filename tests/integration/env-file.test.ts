import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/server";

// Issue 14 item 9: `.env` (as .env.example says) configures `npm start`, `npm run dev` and the
// scripts. The built server is started the way `npm start` starts it, from a folder holding only a
// .env file, with nothing of its configuration in the environment.
const root = path.resolve(import.meta.dirname, "../..");
const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};
let child: ChildProcess | undefined;
let dir: string | undefined;
afterAll(() => {
  child?.kill("SIGKILL");
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe(".env", () => {
  it("is loaded by npm start, npm run dev and the scripts", () => {
    for (const name of ["start", "dev", "seed", "admin", "db:migrate"]) {
      expect(packageJson.scripts[name], name).toContain("--import ./scripts/load-env.mjs");
    }
  });

  it("configures the server started as npm start starts it", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-file-"));
    const port = await freePort();
    fs.writeFileSync(
      path.join(dir, ".env"),
      [
        `PORT=${port}`,
        `DATA_DIR=${path.join(dir, "data")}`,
        `DATABASE_URL=file:${path.join(dir, "data", "site.db")}`,
        "SITE_NAME=Env File Studio",
      ].join("\n"),
    );
    const start = packageJson.scripts.start!.replace(/^NODE_ENV=production /, "").split(" ");
    const [node, ...args] = start;
    expect(node).toBe("node");
    const resolved = args.map((arg) => (arg.startsWith("./") || arg.startsWith("build/") ? path.join(root, arg) : arg));
    child = spawn(process.execPath, resolved, {
      cwd: dir,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const logs: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`did not start:\n${logs.join("")}`)), 30_000);
      const onData = (chunk: Buffer) => {
        logs.push(chunk.toString());
        if (chunk.toString().includes("listening on")) {
          clearTimeout(timer);
          resolve();
        }
      };
      child!.stdout!.on("data", onData);
      child!.stderr!.on("data", onData);
      child!.on("exit", (code) => reject(new Error(`exited ${code}:\n${logs.join("")}`)));
    });
    // A server-rendered page shows the wordmark from .env.
    const html = await (await fetch(`http://127.0.0.1:${port}/testimonials/love-stories`)).text();
    expect(html).toContain("Env File Studio");
    expect(fs.existsSync(path.join(dir, "data", "site.db"))).toBe(true);
  });
});
