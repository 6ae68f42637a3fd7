import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withLock } from "./lock";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "lock-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("withLock", () => {
  it("runs one holder at a time", async () => {
    const order: string[] = [];
    const job = (name: string) =>
      withLock(
        dir,
        () => {},
        async () => {
          order.push(`${name} start`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          order.push(`${name} end`);
        },
      );
    await Promise.all([job("a"), job("b")]);
    // Either may take the lock first; the other starts only after the first has ended.
    const first = order[0]?.split(" ")[0] === "b" ? "b" : "a";
    const second = first === "a" ? "b" : "a";
    expect(order).toEqual([`${first} start`, `${first} end`, `${second} start`, `${second} end`]);
  });

  it("takes over a lock left by a process that is gone, and removes it after", async () => {
    const lock = path.join(dir, "build.lock");
    await writeFile(lock, "2147483646");
    expect(
      await withLock(
        dir,
        () => {},
        async () => readFile(lock, "utf8"),
      ),
    ).toBe(String(process.pid));
    await expect(readFile(lock)).rejects.toThrow();
  });
});
