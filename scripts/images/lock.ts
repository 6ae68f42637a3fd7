// One image build at a time per checkout: `npm test` and `npm run build` may both start one, and
// two builds would delete each other's fresh files as stale.
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function holder(lock: string): Promise<number | "stale" | "gone"> {
  try {
    const pid = Number.parseInt(await readFile(lock, "utf8"), 10);
    if (Number.isInteger(pid) && pid > 0) return alive(pid) ? pid : "stale";
    // Just created and not yet written, or left empty by a crash long ago.
    return Date.now() - (await stat(lock)).mtimeMs > 5000 ? "stale" : 0;
  } catch {
    return "gone";
  }
}

export async function withLock<T>(dir: string, log: (line: string) => void, work: () => Promise<T>): Promise<T> {
  await mkdir(dir, { recursive: true });
  const lock = path.join(dir, "build.lock");
  let told = false;
  for (;;) {
    try {
      await writeFile(lock, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const pid = await holder(lock);
    if (pid === "stale") await rm(lock, { force: true });
    if (typeof pid === "number") {
      if (!told && pid > 0) log(`images: waiting for the image build in process ${pid}…`);
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}
