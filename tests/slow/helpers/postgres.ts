import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../helpers/server";
import { tempDir } from "./process";

// A private PostgreSQL cluster for one test, so it can be stopped and started under load without
// touching the machine's shared server: initdb/pg_ctl from Debian's packages, run as the postgres
// user (the tests run as root in CI), in a temporary folder, on a free port.

export interface PrivateCluster {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

const run = promisify(execFile);

function binDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, "bin", "pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0])
    throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql (apt install postgresql)");
  return path.join(base, versions[0], "bin");
}

export async function privateCluster(): Promise<PrivateCluster> {
  const bin = binDir();
  const dir = tempDir("pg-private-");
  const data = path.join(dir, "data");
  const log = path.join(dir, "server.log");
  const port = await freePort();
  // Asynchronous: the test's own traffic keeps running while the cluster stops and starts.
  const asPostgres = async (tool: string, args: string[]) => {
    const argv = [path.join(bin, tool), ...args];
    if (process.getuid?.() === 0) argv.unshift("runuser", "-u", "postgres", "--");
    await run(argv[0] ?? "", argv.slice(1), { cwd: dir });
  };
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    fs.chownSync(dir, uid, gid);
  }
  await asPostgres("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const start = () => asPostgres("pg_ctl", ["-D", data, "-l", log, "-o", options, "-w", "-t", "60", "start"]);
  // "fast": every session is terminated and its open transaction rolled back, as in a restart.
  const stop = () => asPostgres("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async destroy() {
      await stop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
