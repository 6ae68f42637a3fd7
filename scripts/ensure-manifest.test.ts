import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// Issue 14 item 9: `npm run typecheck` right after `npm ci`, before any image was generated.
const script = path.resolve(import.meta.dirname, "ensure-manifest.mjs");
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function scratch() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "manifest-"));
  dirs.push(dir);
  return path.join(dir, "manifest.generated.json");
}

describe("ensure-manifest types", () => {
  it("writes an empty manifest when there is none", () => {
    const manifest = scratch();
    const out = execFileSync(process.execPath, [script, "types", manifest], { encoding: "utf8" });
    expect(JSON.parse(fs.readFileSync(manifest, "utf8"))).toEqual({});
    expect(out).toContain("No image manifest yet");
  });

  it("leaves a real manifest alone", () => {
    const manifest = scratch();
    fs.writeFileSync(manifest, '{"site/bee-logo":{"key":"site/bee-logo"}}');
    execFileSync(process.execPath, [script, "types", manifest]);
    expect(fs.readFileSync(manifest, "utf8")).toBe('{"site/bee-logo":{"key":"site/bee-logo"}}');
  });
});
