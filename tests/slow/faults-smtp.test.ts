import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { ensureStopped, launchServer, postJson, tempDir, waitFor, type ServerProcess } from "./helpers/process";
import { duplicates, smtpPeer } from "./helpers/smtp";

// The mail server gone entirely (connection refused, not a polite 451: that case and a restart
// during an outage are in tests/integration/outbox-smtp.test.ts), then back on the same port.

const dataDir = tempDir("faults-smtp-");
let server: ServerProcess | undefined;
let smtp: Awaited<ReturnType<typeof smtpPeer>> | undefined;

afterAll(async () => {
  await ensureStopped(server);
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the SMTP peer down and back", () => {
  it("accepts every enquiry meanwhile, retries, and delivers each once when the peer returns", async () => {
    smtp = await smtpPeer();
    const file = path.join(dataDir, "site.db");
    server = await launchServer({ DATABASE_URL: `file:${file}`, DATA_DIR: dataDir, SMTP_URL: smtp.url });
    await smtp.down();

    for (let n = 0; n < 10; n++) {
      const res = await postJson(`${server.url}/functions/v1/send-contact-email`, {
        kind: "contact",
        name: "Outage Test",
        email: "outage@example.com",
        message: `smtp-down-${n}`,
      });
      expect(res.status, res.text).toBe(200);
    }
    const db = new Database(file, { readonly: true, fileMustExist: true });
    const rows = () =>
      db.prepare("select status, attempts, last_error from outbox").all() as Array<{
        status: string;
        attempts: number;
        last_error: string | null;
      }>;
    try {
      // Each mail has failed at least once, with the reason recorded for the admin.
      await waitFor(() => rows().every((r) => r.attempts >= 1), "a failed attempt for every mail");
      expect(rows().every((r) => r.status !== "sent" && /ECONNREFUSED/.test(r.last_error ?? ""))).toBe(true);

      await smtp.up();
      await waitFor(() => rows().every((r) => r.status === "sent"), "every mail sent", 60_000);
      expect(smtp.delivered).toHaveLength(10);
      expect(duplicates(smtp.delivered)).toEqual([]);
    } finally {
      db.close();
    }
  });
});
