import { SMTPServer } from "smtp-server";
import { freePort } from "./server";

// A local SMTP peer for the mail tests (outbox delivery, attachments): it keeps what it receives
// and can be told to refuse mail for a while.

export interface Received {
  raw: string;
  headers: Record<string, string>;
  body: string;
}

/** A local SMTP server that can be told to refuse mail for a while. */
export async function smtpPeer() {
  const port = await freePort();
  const received: Received[] = [];
  const state = { refusing: false, refusals: 0, delayMs: 0 };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        setTimeout(() => {
          if (state.refusing) {
            state.refusals++;
            callback(Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 }));
            return;
          }
          received.push(parse(Buffer.concat(chunks).toString("utf8")));
          callback();
        }, state.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for assertions: unfolded headers, and the body with quoted-printable undone. */
export function parse(raw: string): Received {
  const split = raw.indexOf("\r\n\r\n");
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const qp = raw.slice(split + 4).replace(/=\r\n/g, "");
  const body = Buffer.from(
    qp.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
  return { raw, headers, body };
}
