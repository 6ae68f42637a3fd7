import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineAttachment } from "~/server/mail/attachments.server";
import { createMailTransport } from "~/server/mail/transport.server";
import { fileStorage } from "~/server/media/storage.server";
import { smtpPeer } from "../helpers/smtp-peer";

// Attachments over SMTP to a real peer: a stored file read from the media storage at send time and
// an inline one, each a named base64 part of the message the peer receives.

let peer: Awaited<ReturnType<typeof smtpPeer>>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "smtp-attachments-"));
beforeAll(async () => {
  peer = await smtpPeer();
});
afterAll(async () => {
  await peer?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The decoded body of the part named `filename` in a raw message. */
function attachment(raw: string, filename: string): { type: string; content: Buffer } {
  const part = raw
    .split(/\r\n--/)
    .find((p) => p.includes(`filename=${filename}`) || p.includes(`filename="${filename}"`));
  if (!part) throw new Error(`no part named ${filename}`);
  const split = part.indexOf("\r\n\r\n");
  return {
    type: /Content-Type: ([^;\r\n]+)/i.exec(part)?.[1] ?? "",
    content: Buffer.from(part.slice(split + 4).replace(/\s+/g, ""), "base64"),
  };
}

describe("mail attachments over SMTP", () => {
  it("sends the stored PDF and the inline calendar file as attachments", async () => {
    const storage = fileStorage(path.join(dir, "media"));
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(70_000, 7), Buffer.from("%%EOF")]);
    await storage.put("private/contract-3-v1-abc.pdf", pdf, "application/pdf");
    const transport = createMailTransport({
      smtpUrl: peer.url,
      dataDir: dir,
      from: "studio@example.com",
      siteUrl: "http://localhost:3000",
      storage: () => storage,
    });
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    try {
      await transport.send({
        id: 3,
        to: "anna@example.com",
        replyTo: "studio@example.com",
        subject: "Your signed contract",
        text: "Your copy is attached.",
        html: null,
        createdAt: "2027-03-01T17:05:09.000Z",
        attachments: [
          {
            filename: "Signed contract.pdf",
            contentType: "application/pdf",
            storageKey: "private/contract-3-v1-abc.pdf",
          },
          inlineAttachment("session.ics", "text/calendar; charset=utf-8", ics),
        ],
      });
    } finally {
      transport.close();
    }
    expect(peer.received).toHaveLength(1);
    const [mail] = peer.received;
    expect(mail!.headers["content-type"]).toMatch(/^multipart\/mixed/);
    expect(mail!.body).toContain("Your copy is attached.");
    const sent = attachment(mail!.raw, "Signed contract.pdf");
    expect(sent.type).toBe("application/pdf");
    expect(sent.content.equals(pdf)).toBe(true);
    const calendar = attachment(mail!.raw, "session.ics");
    expect(calendar.type).toBe("text/calendar");
    expect(calendar.content.toString("utf8")).toBe(ics);
  });
});
