import type { Attachment } from "nodemailer/lib/mailer";
import { z } from "zod";
import { readAll, type MediaStorage } from "../media/storage.server";

// Files sent with a queued mail (outbox.attachments, migration 0021): either a key in the media
// storage, read when the mail is sent (a signed contract's PDF stays in one place), or small
// content carried in the row itself as base64 (a session's .ics).

const filename = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^/\\\r\n"]+$/, "a plain file name");
const contentType = z
  .string()
  .min(3)
  .max(200)
  .regex(/^[\w.+-]+\/[\w.+-]+(;[ \w.=+"-]+)*$/, "a MIME type");

const mailAttachmentSchema = z.union([
  z.object({ filename, contentType, storageKey: z.string().min(1).max(300) }).strict(),
  z.object({ filename, contentType, content: z.base64().max(1_000_000) }).strict(),
]);

export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

const attachmentListSchema = z.array(mailAttachmentSchema).max(10);

/** The column's JSON for a mail's attachments (null for none); refuses anything malformed. */
export function attachmentsColumn(attachments: readonly MailAttachment[] | undefined): string | null {
  if (!attachments?.length) return null;
  return JSON.stringify(attachmentListSchema.parse(attachments));
}

/** The column read back: a row written by enqueueMail always parses; anything else is an error. */
export function parseAttachmentsColumn(json: string | null): MailAttachment[] {
  if (json === null || json === "") return [];
  return attachmentListSchema.parse(JSON.parse(json));
}

/**
 * nodemailer's attachments, with stored files read now. A missing stored file throws: the send
 * fails and is retried (a mail saying "attached" without the file would mislead).
 */
export async function resolveAttachments(
  attachments: readonly MailAttachment[],
  storage: () => MediaStorage,
): Promise<Attachment[]> {
  return Promise.all(
    attachments.map(async (attachment): Promise<Attachment> => {
      const base = { filename: attachment.filename, contentType: attachment.contentType };
      if ("content" in attachment) return { ...base, content: Buffer.from(attachment.content, "base64") };
      const stored = await storage().get(attachment.storageKey);
      if (!stored) throw new Error(`Attachment ${attachment.filename}: ${attachment.storageKey} is not in the storage`);
      return { ...base, content: await readAll(stored) };
    }),
  );
}

/** The inline form of a small generated file. */
export function inlineAttachment(name: string, type: string, content: Buffer | string): MailAttachment {
  return { filename: name, contentType: type, content: Buffer.from(content).toString("base64") };
}
