import { SMTPServer } from "smtp-server";
import { freePort } from "../../helpers/server";

// A local SMTP peer that counts deliveries by Message-ID (the outbox puts the row id in it), can
// hold a message without answering (so the sender dies holding its lease), and can go away and
// come back on the same port.

export interface Delivery {
  messageId: string;
  subject: string;
  to: string;
}

export async function smtpPeer() {
  const port = await freePort();
  const delivered: Delivery[] = [];
  const state = { stall: false, stalled: 0 };
  let server: SMTPServer | undefined;

  const header = (raw: string, name: string) =>
    new RegExp(`^${name}:\\s*(.*(?:\\r\\n[ \\t].*)*)`, "im")
      .exec(raw)?.[1]
      ?.replace(/\r\n[ \t]+/g, " ")
      .trim() ?? "";

  const listen = async () => {
    server = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      authOptional: true,
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (state.stall) {
            // Never answer: the sender keeps waiting (and keeps its lease) until it dies.
            state.stalled++;
            return;
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          delivered.push({
            messageId: header(raw, "Message-ID"),
            subject: header(raw, "Subject"),
            to: header(raw, "To"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve));
  };
  await listen();

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    delivered,
    state,
    /** Stops listening and drops every open session (the peer is down). */
    async down() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    up: listen,
    close() {
      return this.down();
    },
  };
}

/** Message-IDs delivered more than once. */
export function duplicates(delivered: Delivery[]): string[] {
  const seen = new Map<string, number>();
  for (const d of delivered) seen.set(d.messageId, (seen.get(d.messageId) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
}

/** The outbox row id in a Message-ID (`<outbox-{id}-{created}@host>`). */
export function outboxId(messageId: string): number {
  const match = /<outbox-(\d+)-/.exec(messageId);
  if (!match?.[1]) throw new Error(`not an outbox Message-ID: ${messageId}`);
  return Number(match[1]);
}
