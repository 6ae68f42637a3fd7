import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueJob, runDueJobs } from "~/server/jobs/jobs.server";
import { deliverDueMail } from "~/server/mail/outbox-worker.server";
import { createMailTransport, outboxFolder } from "~/server/mail/transport.server";
import { fileStorage, readAll, setMediaStorageForTests, type MediaStorage } from "~/server/media/storage.server";
import { CONTRACT_PDF_JOB, makeContractPdf, registerContractPdfJob } from "~/server/proposals/contract-pdf-job.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";
import { insertSignedProposal } from "./signed-proposal-fixtures";

// The contract-pdf job on SQLite and PostgreSQL, in process: one PDF stored privately, its key
// recorded, a timeline line, and one pair of mails carrying it, however often the job runs.

registerContractPdfJob();

describe.each(databaseKinds)("the contract-pdf job on %s", (kind) => {
  let database: TestDatabase;
  let storage: MediaStorage;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "contract-job-"));
    storage = fileStorage(path.join(dir, "media"));
    setMediaStorageForTests(storage);
  });
  afterAll(async () => {
    setMediaStorageForTests(undefined);
    await database?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const storedFiles = async () => {
    const keys: string[] = [];
    for await (const object of storage.list()) keys.push(object.key);
    return keys.sort();
  };
  const mailsAbout = (signatureId: number) =>
    database.db
      .selectFrom("outbox")
      .selectAll()
      .where("related_type", "=", "signature")
      .where("related_id", "=", signatureId)
      .orderBy("id")
      .execute();

  it("stores one private PDF, records it, and queues one pair of mails with it attached", async () => {
    const signed = await insertSignedProposal(database.db, { queuePdf: true });
    const before = await storedFiles();
    // The job queued twice (a retry, a second worker): still one file and one pair of mails.
    await enqueueJob(CONTRACT_PDF_JOB, { signatureId: signed.signatureId }, database.db);
    const result = await runDueJobs({ app: database, leaseMs: 60_000 });
    expect(result).toMatchObject({ done: 2, dead: 0 });
    expect(await makeContractPdf(database.db, signed.signatureId)).toBe("already-stored");

    const row = await database.db
      .selectFrom("proposal_signatures")
      .select("pdf_key")
      .where("id", "=", signed.signatureId)
      .executeTakeFirstOrThrow();
    expect(row.pdf_key).toMatch(new RegExp(`^private/contract-${signed.proposalId}-v1-[0-9a-f]{16}\\.pdf$`));
    expect((await storedFiles()).filter((key) => !before.includes(key))).toEqual([row.pdf_key]);

    const mails = await mailsAbout(signed.signatureId);
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ["contract-signed-client", "anna@example.com"],
      ["contract-signed", "hello@saguarobee.studio"],
    ]);
    for (const mail of mails) {
      expect(JSON.parse(mail.attachments ?? "[]")).toEqual([
        {
          filename: "Signed contract - Your wedding at the Desert Botanical Garden (version 1).pdf",
          contentType: "application/pdf",
          storageKey: row.pdf_key,
        },
      ]);
    }
    const events = await database.db
      .selectFrom("client_events")
      .select(["kind", "related_type", "related_id"])
      .where("client_id", "=", signed.clientId)
      .execute();
    expect(events).toEqual([{ kind: "contract_pdf_ready", related_type: "signature", related_id: signed.signatureId }]);
  });

  it("delivers the PDF as an attachment whose text holds the contract, the audit and the hash", async () => {
    const signed = await insertSignedProposal(database.db, { email: "pdf@example.com" });
    await makeContractPdf(database.db, signed.signatureId);
    await database.db
      .updateTable("outbox")
      .set({ status: "sent" })
      .where((eb) => eb.or([eb("related_type", "<>", "signature"), eb("related_id", "<>", signed.signatureId)]))
      .execute();
    const mailDir = path.join(dir, `mail-${kind}`);
    const transport = createMailTransport({ dataDir: mailDir, from: "studio@example.com", siteUrl: "http://x.test" });
    const delivered = await deliverDueMail({ transport, maxAttempts: 3, baseDelayMs: 1000, app: database });
    transport.close();
    expect(delivered).toEqual({ sent: 2, failed: 0, dead: 0 });

    const files = fs.readdirSync(outboxFolder(mailDir));
    const client = files.map((f) => fs.readFileSync(path.join(outboxFolder(mailDir), f), "utf8"));
    const eml = client.find((m) => m.includes("To: pdf@example.com"))!;
    const base64 = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(eml)?.[1] ?? "";
    const attached = Buffer.from(base64.replace(/\s+/g, ""), "base64");
    const { pdf_key: key } = await database.db
      .selectFrom("proposal_signatures")
      .select("pdf_key")
      .where("id", "=", signed.signatureId)
      .executeTakeFirstOrThrow();
    const stored = await readAll((await storage.get(key!))!);
    expect(attached.equals(stored)).toBe(true);

    const pdfFile = path.join(dir, `attached-${kind}.pdf`);
    fs.writeFileSync(pdfFile, attached);
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", pdfFile, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain("Wedding photography agreement");
    expect(text).toContain("Between Maria Lopez and Anna & Ben Ruiz");
    expect(text).toContain("Anna Ruiz");
    expect(text).toContain("IP address: 2001:db8::7");
    expect(text).toContain("IP address: 203.0.113.9");
    expect(text).toContain("Version signed (revision): 1");
    expect(text).toContain("Package chosen: Full Day Coverage (full-day)");
    expect(text).toContain(signed.sha256);
  });

  it("gives up at once on a signature that does not exist", async () => {
    const id = await enqueueJob(CONTRACT_PDF_JOB, { signatureId: 999_999 }, database.db);
    await enqueueJob(CONTRACT_PDF_JOB, { signatureId: "x" }, database.db);
    expect(await runDueJobs({ app: database, leaseMs: 60_000 })).toMatchObject({ done: 0, dead: 2 });
    const job = await database.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(job.last_error).toMatch(/does not exist/);
  });
});
