import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fileStorage } from "../media/storage.server";
import { attachmentsColumn, inlineAttachment, parseAttachmentsColumn } from "./attachments.server";
import { createMailTransport, outboxFolder } from "./transport.server";

// Attachments in the outbox row and in the message that leaves: stored files are read at send
// time, inline ones decoded, and both are base64 MIME parts with their names and types.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-attachments-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The base64 body of the MIME part whose headers mention `filename`, decoded. */
function part(eml: string, filename: string): { headers: string; body: Buffer } {
  const parts = eml.split(/\r\n--[^\r\n]+\r\n/);
  const found = parts.find((p) => p.includes(`filename=${filename}`) || p.includes(`filename="${filename}"`));
  if (!found) throw new Error(`no part for ${filename}`);
  const split = found.indexOf("\r\n\r\n");
  const body = found.slice(split + 4).split(/\r\n--/)[0]!;
  return { headers: found.slice(0, split), body: Buffer.from(body.replace(/\s+/g, ""), "base64") };
}

describe("mail attachments", () => {
  it("stores valid attachments as JSON and refuses malformed ones", () => {
    const list = [
      { filename: "contract.pdf", contentType: "application/pdf", storageKey: "private/contract-1.pdf" },
      inlineAttachment("session.ics", "text/calendar; charset=utf-8", "BEGIN:VCALENDAR"),
    ];
    const column = attachmentsColumn(list);
    expect(parseAttachmentsColumn(column)).toEqual(list);
    expect(attachmentsColumn([])).toBeNull();
    expect(parseAttachmentsColumn(null)).toEqual([]);
    for (const bad of [
      { filename: "../x.pdf", contentType: "application/pdf", storageKey: "private/x" },
      { filename: "x.ics", contentType: "text/calendar", content: "not base64!" },
      { filename: "x.ics", contentType: "nonsense", content: "" },
      { filename: "x.ics", contentType: "text/plain", content: "", storageKey: "private/x" },
    ]) {
      expect(() => attachmentsColumn([bad as never])).toThrow();
    }
  });

  it("sends a stored file and an inline file as named base64 parts of the .eml", async () => {
    const storage = fileStorage(path.join(dir, "media"));
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from([0, 255, 128, 10, 13])]);
    await storage.put("private/contract-7.pdf", pdf, "application/pdf");
    const transport = createMailTransport({
      dataDir: dir,
      from: "studio@example.com",
      siteUrl: "http://localhost:3000",
      storage: () => storage,
    });
    const ics = "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n";
    await transport.send({
      id: 7,
      to: "anna@example.com",
      replyTo: null,
      subject: "Your signed contract",
      text: "Attached.",
      html: null,
      createdAt: "2027-01-02T03:04:05.000Z",
      attachments: [
        { filename: "contract.pdf", contentType: "application/pdf", storageKey: "private/contract-7.pdf" },
        inlineAttachment("session.ics", "text/calendar; charset=utf-8", ics),
      ],
    });
    transport.close();
    const [file] = fs.readdirSync(outboxFolder(dir));
    const eml = fs.readFileSync(path.join(outboxFolder(dir), file!), "utf8");
    expect(eml).toMatch(/Content-Type: multipart\/mixed/);
    const contract = part(eml, "contract.pdf");
    expect(contract.headers).toMatch(/Content-Type: application\/pdf/);
    expect(contract.headers).toMatch(/Content-Disposition: attachment/);
    expect(contract.headers).toMatch(/Content-Transfer-Encoding: base64/);
    expect(contract.body.equals(pdf)).toBe(true);
    const calendar = part(eml, "session.ics");
    expect(calendar.headers).toMatch(/Content-Type: text\/calendar/);
    expect(calendar.body.toString("utf8")).toBe(ics);
  });

  it("fails the send when a stored attachment is missing, so the outbox retries it", async () => {
    const transport = createMailTransport({
      dataDir: path.join(dir, "other"),
      from: "studio@example.com",
      siteUrl: "http://localhost:3000",
      storage: () => fileStorage(path.join(dir, "empty")),
    });
    await expect(
      transport.send({
        id: 8,
        to: "anna@example.com",
        replyTo: null,
        subject: "x",
        text: "x",
        html: null,
        createdAt: "2027-01-02T03:04:05.000Z",
        attachments: [{ filename: "c.pdf", contentType: "application/pdf", storageKey: "private/missing.pdf" }],
      }),
    ).rejects.toThrow(/not in the storage/);
    transport.close();
  });
});
