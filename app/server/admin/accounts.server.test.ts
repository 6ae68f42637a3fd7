import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../db/db.server";
import { saveAdminUser } from "./accounts.server";

// `npm run admin -- create` runs while the server writes to the same SQLite file. A transaction
// that reads first and writes second fails at once ("database is locked", SQLITE_BUSY_SNAPSHOT)
// when another connection commits in between: busy_timeout does not help a stale snapshot. This
// was the flaky "createAdminAccount exited 1" of the fuzz suite's admin set-up.

/** Runs `write` on another connection right after the first SELECT of the wrapped database answers. */
class WriteAfterFirstSelect implements KyselyPlugin {
  readonly #selects = new Set<QueryId>();
  #done = false;
  constructor(private readonly write: () => void) {}
  transformQuery(args: PluginTransformQueryArgs) {
    if (args.node.kind === "SelectQueryNode") this.#selects.add(args.queryId);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    if (!this.#done && this.#selects.has(args.queryId)) {
      this.#done = true;
      this.write();
    }
    return args.result;
  }
}

describe("saving an admin account on SQLite", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "accounts-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("succeeds while another process writes to the same file", async () => {
    const file = path.join(dir, "site.db");
    const app = openDatabase(`file:${file}`);
    await migrate(app);
    // The server, in another process: a connection of its own that does not wait for locks.
    const server = new SQLite(file);
    server.pragma("busy_timeout = 0");
    const writes: string[] = [];
    const plugin = new WriteAfterFirstSelect(() => {
      try {
        server.prepare("insert into rate_limits (key, window_start, hits) values ('payment:1.2.3.4', 1, 1)").run();
        writes.push("written");
      } catch (error) {
        // The account's transaction holds the write lock: the server's write waits its turn.
        writes.push((error as { code?: string }).code ?? "error");
      }
    });
    try {
      const saved = await saveAdminUser("she@example.com", "a-long-studio-password", {
        ...app,
        db: app.db.withPlugin(plugin),
      });
      expect(saved.created).toBe(true);
      expect(writes).toEqual(["SQLITE_BUSY"]);
      const row = await app.db.selectFrom("admin_users").select("email").executeTakeFirstOrThrow();
      expect(row.email).toBe("she@example.com");
    } finally {
      server.close();
      await app.db.destroy();
    }
  });
});
