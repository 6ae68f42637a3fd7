import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, setCookies } from "../helpers/raw-http";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn } from "./admin-client";

// Bodies are read through one size-limited reader that ignores the declared length, and a client
// that sends its request slowly is cut off (slow-loris).

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ HTTP_HEADERS_TIMEOUT_MS: "1000", HTTP_REQUEST_TIMEOUT_MS: "2500" });
});
afterAll(async () => {
  await server?.stop();
});

/** Opens a socket, writes `first`, then `drip` every 200 ms; resolves with when and how it ended. */
function dribble(first: string, drip: string) {
  return new Promise<{ ms: number; answer: string }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(server.port, "127.0.0.1");
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(first);
      timer = setInterval(() => socket.writable && socket.write(drip), 200);
    });
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, answer });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error("the server kept the slow connection open"));
    }, 15_000).unref();
  });
}

describe("slow clients", () => {
  it("cuts off a client that sends its headers slowly", async () => {
    const { ms, answer } = await dribble("GET / HTTP/1.1\r\nHost: localhost\r\n", "X-Slow: 1\r\n");
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(5000);
    expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
  });

  it("cuts off a client that sends its body slowly", async () => {
    const head =
      "POST /functions/v1/send-contact-email HTTP/1.1\r\nHost: localhost\r\n" +
      "Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n{";
    const { ms } = await dribble(head, " ");
    expect(ms).toBeLessThan(8000);
  });
});

/** A chunked body (no Content-Length) of `size` bytes. */
async function chunkedPost(path: string, size: number, headers: Record<string, string>) {
  const chunk = "a".repeat(1024);
  return rawRequest(server.url + path, {
    method: "POST",
    headers: { ...headers, "transfer-encoding": "chunked" },
    body: Buffer.from(chunk.repeat(Math.ceil(size / 1024))),
  });
}

describe("bodies past the limit", () => {
  it("answers 413 to a sign-in form streamed without a Content-Length", async () => {
    const page = await rawRequest(server.url + "/admin/sign-in");
    const res = await chunkedPost("/admin/sign-in", 200 * 1024, {
      "content-type": "application/x-www-form-urlencoded",
      cookie: setCookies(page).join("; "),
    });
    expect(res.status).toBe(413);
  });

  it("answers 413 to a JSON body streamed without a Content-Length", async () => {
    const res = await chunkedPost("/functions/v1/send-contact-email", 100 * 1024, {
      "content-type": "application/json",
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ error: expect.stringMatching(/too large/i) });
  });
});

describe("the answer to a body past the limit", () => {
  // A signed-in form post of 1–20 MB: the route refuses it after a little reading, and the client,
  // still sending, must read the 413 page, not "connection reset" or "other side closed".
  it("reaches a client that is still sending", async () => {
    const created = await createAdminAccount(server.databaseUrl);
    expect(created.code, created.output).toBe(0);
    const session = await signIn(server.url);
    for (let round = 0; round < 3; round++) {
      for (const size of [1_100_000, 1_500_000, 20_000_000]) {
        const res = await fetch(server.url + "/admin?index", {
          method: "POST",
          headers: { "content-type": "application/json", cookie: session.cookie },
          body: JSON.stringify({ csrf: session.csrf, text: "é".repeat(size / 2) }),
        });
        expect(res.status, `${size} bytes`).toBe(413);
        expect((await res.text()).length, `${size} bytes`).toBeGreaterThan(0);
      }
    }
  }, 60_000);
});

describe("a body the route never reads", () => {
  it("does not break the next request on the same keep-alive connection", async () => {
    // Refused for its Content-Type before a byte is read: 300 KB left on the connection.
    for (let i = 0; i < 5; i++) {
      const refused = await fetch(server.url + "/functions/v1/submit-testimonial", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "x".repeat(300 * 1024),
      });
      expect(refused.status).toBe(400);
      await refused.text();
      const next = await fetch(server.url + "/functions/v1/submit-testimonial", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(next.status).toBe(400);
      expect(await next.json()).toMatchObject({ error: expect.any(String) });
    }
  });
});
