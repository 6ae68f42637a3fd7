import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { parse, type Received } from "./smtp-peer";

// The mails a test server delivered (without SMTP_URL, the outbox writes each as an .eml file in
// DATA_DIR/outbox), decoded just enough for assertions: headers, and the body as text.

export function deliveredMails(dataDir: string): Received[] {
  const folder = path.join(dataDir, "outbox");
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((f) => parse(fs.readFileSync(path.join(folder, f), "utf8")));
}

/** Waits (up to `timeout` ms) for a delivered mail to `to` that `matches`, and returns it. */
export async function mailTo(
  dataDir: string,
  to: string,
  matches: (mail: Received) => boolean,
  timeout = 15_000,
): Promise<Received> {
  const find = () => deliveredMails(dataDir).find((m) => (m.headers.to ?? "").includes(to) && matches(m));
  await expect.poll(find, { timeout }).toBeDefined();
  return find()!;
}

/** A client's booking page link in a mail's text. */
export const bookingLink = (mail: Received) => /https?:\/\/[^\s"<>]+\/book\/[A-Za-z0-9_-]{20,}/.exec(mail.body)?.[0];
