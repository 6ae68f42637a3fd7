import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { freePort, startServer, type TestServer } from "../helpers/server";
import { parse, smtpPeer } from "../helpers/smtp-peer";

// The built server delivering enquiries to a real SMTP peer, and surviving that peer's outages:
// stored first, delivered once it recovers (across a restart, with two servers on one database),
// and kept as "dead" after the last attempt.

async function waitFor<T>(probe: () => T | Promise<T>, ms = 20_000): Promise<Exclude<T, undefined | null | false>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value as Exclude<T, undefined | null | false>;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}

const inquiry = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`,
  phone: "480-555-0199",
  sessionType: "engagement",
  dateTimeframe: "October 2026",
  location: "Papago Park, Phoenix",
  howDidYouFind: "A friend's referral",
  story: "Sunrise among the buttes,\nthen coffee downtown.",
  additionalNotes: "Our dog will come along.",
});

function send(server: TestServer, body: unknown) {
  return fetch(server.url + "/functions/v1/send-contact-email", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function outbox(app: AppDatabase) {
  return app.db.selectFrom("outbox").selectAll().orderBy("id").execute();
}

let peer: Awaited<ReturnType<typeof smtpPeer>>;
const cleanups: Array<() => Promise<void>> = [];
beforeAll(async () => {
  peer = await smtpPeer();
});
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
  peer.received.length = 0;
  Object.assign(peer.state, { refusing: false, refusals: 0, delayMs: 0 });
});
afterAll(async () => {
  await peer?.close();
});

async function site(env: Record<string, string> = {}) {
  const server = await startServer({ SITE_EMAIL: "studio@example.com", SMTP_URL: peer.url, ...env });
  const app = openDatabase(server.databaseUrl);
  cleanups.push(
    () => server.stop(),
    () => app.db.destroy(),
  );
  return { server, app };
}

describe("outbox over SMTP", () => {
  it("delivers an inquiry to the photographer with the right headers and every field", async () => {
    const { server } = await site();
    expect((await send(server, inquiry("Jane Doe"))).status).toBe(200);
    const [mail] = await waitFor(() => (peer.received.length ? peer.received : undefined));
    expect(mail!.headers.to).toBe("studio@example.com");
    expect(mail!.headers["reply-to"]).toBe("jane.doe@example.com");
    expect(mail!.headers.subject).toBe("New engagement inquiry from Jane Doe");
    expect(mail!.headers.from).toContain("studio@example.com");
    for (const value of [
      "Jane Doe",
      "jane.doe@example.com",
      "480-555-0199",
      "Engagement",
      "October 2026",
      "Papago Park, Phoenix",
      "A friend's referral",
      "Sunrise among the buttes,",
      "then coffee downtown.",
      "Our dog will come along.",
    ]) {
      expect(mail!.body).toContain(value);
    }
    // The HTML part escapes what the visitor typed.
    expect(mail!.body).toContain("A friend&#39;s referral");
  });

  it("sends the optional auto-reply to the visitor", async () => {
    const { server } = await site({ AUTO_REPLY: "true" });
    expect((await send(server, inquiry("Ana Ruiz"))).status).toBe(200);
    await waitFor(() => peer.received.length === 2);
    const reply = peer.received.find((m) => m.headers.to === "ana.ruiz@example.com");
    expect(reply?.headers["reply-to"]).toBe("studio@example.com");
    // Nothing the visitor typed goes back out: no name, no echo of the message.
    expect(reply?.body).toContain("Hi,");
    expect(reply?.body).not.toContain("Ana");
    expect(reply?.body).not.toContain("Sunrise");
    expect(reply?.headers.subject).not.toContain("Ana");
  });

  it("caps auto-replies per hour across every instance sharing the database", async () => {
    const first = await site({ AUTO_REPLY: "true", AUTO_REPLY_MAX_PER_HOUR: "1" });
    const second = await startServer({
      SITE_EMAIL: "studio@example.com",
      SMTP_URL: peer.url,
      DATABASE_URL: first.server.databaseUrl,
      AUTO_REPLY: "true",
      AUTO_REPLY_MAX_PER_HOUR: "1",
    });
    cleanups.push(() => second.stop());
    expect((await send(first.server, inquiry("Cap One"))).status).toBe(200);
    expect((await send(second, inquiry("Cap Two"))).status).toBe(200);
    expect((await send(first.server, inquiry("Cap Three"))).status).toBe(200);
    await waitFor(async () => (await outbox(first.app)).every((row) => row.status === "sent"));
    const rows = await outbox(first.app);
    expect(rows.filter((row) => row.kind === "enquiry")).toHaveLength(3);
    expect(rows.filter((row) => row.kind === "enquiry-auto-reply").map((row) => row.to_address)).toEqual([
      "cap.one@example.com",
    ]);
  });

  it("keeps enquiries through an outage and a restart, then delivers each exactly once", async () => {
    peer.state.refusing = true;
    const { server, app } = await site({ OUTBOX_MAX_ATTEMPTS: "30", OUTBOX_BASE_DELAY_MS: "100" });
    const names = ["Guest One", "Guest Two", "Guest Three"];
    for (const name of names) expect((await send(server, inquiry(name))).status).toBe(200);
    expect(await app.db.selectFrom("enquiries").select("name").execute()).toHaveLength(3);
    await waitFor(async () => (await outbox(app)).every((row) => row.attempts >= 1));

    await server.restart();
    const refusedBefore = peer.state.refusals;
    // The restarted server's worker keeps trying while the peer still refuses.
    await waitFor(() => peer.state.refusals > refusedBefore);
    expect(peer.received).toHaveLength(0);

    peer.state.refusing = false;
    await waitFor(async () => (await outbox(app)).every((row) => row.status === "sent"));
    await new Promise((r) => setTimeout(r, 1000));
    const subjects = peer.received.map((m) => m.headers.subject).sort();
    expect(subjects).toEqual(names.map((n) => `New engagement inquiry from ${n}`).sort());
    const rows = await outbox(app);
    expect(rows.every((row) => row.sent_at !== null && row.last_error === null)).toBe(true);
  });

  it("two servers on one database deliver each message once", async () => {
    peer.state.refusing = true;
    peer.state.delayMs = 20;
    const first = await site({ OUTBOX_POLL_MS: "50", OUTBOX_BASE_DELAY_MS: "300", OUTBOX_MAX_ATTEMPTS: "30" });
    const second = await startServer({
      SITE_EMAIL: "studio@example.com",
      SMTP_URL: peer.url,
      DATABASE_URL: first.server.databaseUrl,
      OUTBOX_POLL_MS: "50",
      OUTBOX_BASE_DELAY_MS: "300",
      OUTBOX_MAX_ATTEMPTS: "30",
    });
    cleanups.push(() => second.stop());
    const count = 12;
    const posts = Array.from({ length: count }, (_, i) =>
      send(i % 2 ? second : first.server, inquiry(`Pair Guest ${i}`)),
    );
    expect((await Promise.all(posts)).map((r) => r.status)).toEqual(Array(count).fill(200));
    // Every row fails once while both workers poll, then both race for the same due rows.
    await waitFor(async () => (await outbox(first.app)).every((row) => row.attempts >= 1));
    peer.state.refusing = false;
    await waitFor(async () => (await outbox(first.app)).every((row) => row.status === "sent"));
    await new Promise((r) => setTimeout(r, 1000));
    const subjects = peer.received.map((m) => m.headers.subject);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    const messageIds = peer.received.map((m) => m.headers["message-id"]);
    expect(new Set(messageIds).size).toBe(count);
  });

  it("keeps a mail as dead after its last attempt, with the enquiry intact", async () => {
    peer.state.refusing = true;
    const { server, app } = await site({ OUTBOX_MAX_ATTEMPTS: "2", OUTBOX_BASE_DELAY_MS: "50" });
    expect((await send(server, inquiry("Last Try"))).status).toBe(200);
    const [row] = await waitFor(async () => {
      const rows = await outbox(app);
      return rows[0]?.status === "dead" ? rows : undefined;
    });
    expect(row).toMatchObject({ status: "dead", attempts: 2, sent_at: null });
    expect(row!.last_error).toMatch(/451|temporarily unavailable/i);
    await new Promise((r) => setTimeout(r, 500));
    expect(peer.state.refusals).toBe(2);
    expect(await app.db.selectFrom("enquiries").select("name").execute()).toEqual([{ name: "Last Try" }]);
  });
});

/** A peer that asks for a password, with or without STARTTLS. */
async function authPeer(options: Partial<SMTPServerOptions>) {
  const port = await freePort();
  const state = { auths: 0, received: [] as { secure: boolean; subject: string }[] };
  const server = new SMTPServer({
    logger: false,
    onAuth(auth, _session, callback) {
      state.auths++;
      if (auth.username === "studio" && auth.password === "s3cret") return callback(null, { user: "studio" });
      callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        state.received.push({
          secure: session.secure,
          subject: parse(Buffer.concat(chunks).toString()).headers.subject ?? "",
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://studio:s3cret@127.0.0.1:${port}`, state };
}

describe("SMTP credentials travel only over TLS", () => {
  it("refuses to send a password over smtp:// to a server without STARTTLS", async () => {
    // This peer would even take the password in clear text (allowInsecureAuth).
    const insecure = await authPeer({ disabledCommands: ["STARTTLS"], allowInsecureAuth: true });
    const { server, app } = await site({ SMTP_URL: insecure.url, OUTBOX_BASE_DELAY_MS: "100" });
    expect((await send(server, inquiry("Clear Text"))).status).toBe(200);
    const [row] = await waitFor(async () => {
      const rows = await outbox(app);
      return rows[0]?.last_error ? rows : undefined;
    });
    expect(row!.status).not.toBe("sent");
    expect(row!.last_error).toMatch(/STARTTLS|TLS/i);
    expect(insecure.state.auths).toBe(0);
    expect(insecure.state.received).toEqual([]);
  });

  it("delivers over STARTTLS to a server whose certificate it trusts", async () => {
    // smtp-server's built-in certificate has expired: make a fresh one for 127.0.0.1.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "smtp-tls-"));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-keyout",
        key,
        "-out",
        cert,
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { stdio: "ignore" },
    );
    const tls = await authPeer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) });
    // The site trusts that certificate the way a deployment trusts a private CA.
    const { server } = await site({ SMTP_URL: tls.url, NODE_EXTRA_CA_CERTS: cert });
    expect((await send(server, inquiry("Over Tls"))).status).toBe(200);
    await waitFor(() => tls.state.received.length === 1);
    expect(tls.state.received).toEqual([{ secure: true, subject: "New engagement inquiry from Over Tls" }]);
    expect(tls.state.auths).toBe(1);
  });
});
