import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { env } from "../env.server";
import { mediaStorage, type MediaStorage } from "../media/storage.server";
import { resolveAttachments, type MailAttachment } from "./attachments.server";

// How a queued mail leaves the building. With SMTP_URL it goes to that mail server; without one
// (a local run, a site not yet configured) each message is written as an .eml file under
// DATA_DIR/outbox, where the photographer can open it and the studio admin can list it.

/** One outbox row, as much of it as a transport needs. */
export interface QueuedMail {
  id: number;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** Absent or empty: none. */
  attachments?: readonly MailAttachment[];
  createdAt: string;
}

export interface MailTransport {
  /** Resolves once the mail server (or the disk) has taken the message; throws otherwise. */
  send(mail: QueuedMail): Promise<void>;
  close(): void;
  /** For the start-up log: where mail goes. */
  readonly description: string;
}

export interface TransportConfig {
  smtpUrl?: string;
  dataDir: string;
  from: string;
  siteUrl: string;
  /** Where attachments' storage keys are read (the media storage unless a test says otherwise). */
  storage?: () => MediaStorage;
}

export function transportConfigFromEnv(): TransportConfig {
  const config = env();
  return {
    smtpUrl: config.SMTP_URL,
    dataDir: config.DATA_DIR,
    // A bare SITE_EMAIL gets the site's name, so the photographer's inbox shows who wrote.
    from: config.MAIL_FROM ?? `"${config.SITE_NAME.replace(/"/g, "")}" <${config.SITE_EMAIL}>`,
    siteUrl: config.SITE_URL,
  };
}

export function outboxFolder(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

export function createMailTransport(config: TransportConfig = transportConfigFromEnv()): MailTransport {
  return config.smtpUrl ? smtpTransport(config, config.smtpUrl) : fileTransport(config);
}

/** A password over smtp:// goes only after STARTTLS; a server that does not offer it is refused. */
export function requiresStartTls(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === "smtp:" && parsed.username !== "";
}

function smtpTransport(config: TransportConfig, url: string): MailTransport {
  // Short timeouts: a hung mail server must fail the attempt well inside the outbox lease.
  // Options in the URL's query (e.g. ?ignoreTLS=true) override these; with credentials the
  // configuration refuses a query that would turn STARTTLS off (env.server.ts).
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    ...(requiresStartTls(url) ? { requireTLS: true } : {}),
  });
  return {
    description: `SMTP ${new URL(url).host}`,
    async send(mail) {
      await transporter.sendMail(await message(config, mail));
    },
    close: () => transporter.close(),
  };
}

function fileTransport(config: TransportConfig): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const folder = outboxFolder(config.dataDir);
  return {
    description: `.eml files in ${folder}`,
    async send(mail) {
      const info = await transporter.sendMail(await message(config, mail));
      const content = Buffer.isBuffer(info.message) ? info.message : Buffer.from(String(info.message));
      await fs.mkdir(folder, { recursive: true });
      // The name comes from the row, not the clock: a retried row rewrites its own file, so a
      // message never appears twice. Written aside and renamed, so no reader sees half a file.
      const file = path.join(folder, `${mail.createdAt.replace(/[:.]/g, "-")}-${mail.id}.eml`);
      await fs.writeFile(`${file}.tmp`, content);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => transporter.close(),
  };
}

async function message(config: TransportConfig, mail: QueuedMail): Promise<SendMailOptions> {
  const host = new URL(config.siteUrl).hostname;
  const attachments = mail.attachments?.length
    ? await resolveAttachments(mail.attachments, config.storage ?? mediaStorage)
    : undefined;
  return {
    from: config.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    // Stable per row: if a retry ever delivers a message twice, mail clients fold the copies.
    messageId: `<outbox-${mail.id}-${Date.parse(mail.createdAt)}@${host}>`,
    date: new Date(mail.createdAt),
    ...(attachments ? { attachments } : {}),
  };
}
