import { spawn } from "node:child_process";

// pg_dump and pg_restore, PostgreSQL's own tools: they know every object type, and a custom-format
// archive restores into any PostgreSQL of the same or a newer major version. The password goes
// through PGPASSWORD, never the command line (which other users of the machine can read).

export class PgToolMissing extends Error {
  constructor(tool: "pg_dump" | "pg_restore") {
    super(
      `${tool} was not found on this machine. Install PostgreSQL's client tools of the server's major version ` +
        `or newer (Debian/Ubuntu: apt-get install postgresql-client) and try again, or back up the database ` +
        `with your database host's own backups (see "Backups" in the README).`,
    );
  }
}

/** The URL without its password, and the password for PGPASSWORD. */
export function splitPassword(databaseUrl: string): { url: string; password?: string } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = "";
  return { url: url.toString(), ...(password ? { password } : {}) };
}

/** For messages: the URL with its password replaced. */
export function redactedUrl(databaseUrl: string): string {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) return databaseUrl;
  const url = new URL(databaseUrl);
  if (url.password) url.password = "***";
  return url.toString();
}

export async function runPgTool(tool: "pg_dump" | "pg_restore", args: string[], databaseUrl: string): Promise<void> {
  const { url, password } = splitPassword(databaseUrl);
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  await new Promise<void>((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url}`], { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 8000) stderr += chunk.toString();
    });
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new PgToolMissing(tool) : error),
    );
    child.once("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim() || "no message"}`));
    });
  });
}
