import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, setCookies, type RawResponse } from "../helpers/raw-http";
import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAdminAccount, csrfFrom, runAdminScript } from "./admin-client";

// Sign-in under attack. Visitors are told apart by their real socket address: 127.0.0.x are all
// this machine, so each test speaks from its own address without any forwarded header.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  expect((await createAdminAccount(server.databaseUrl)).code).toBe(0);
});
afterAll(async () => {
  await server?.stop();
});

interface Form {
  cookie: string;
  csrf: string;
}

async function signInForm(target: TestServer, localAddress: string): Promise<Form> {
  const page = await rawRequest(target.url + "/admin/sign-in", { localAddress });
  return { cookie: setCookies(page).join("; "), csrf: csrfFrom(page.body) };
}

function postSignIn(
  target: TestServer,
  form: Form,
  fields: Record<string, string>,
  localAddress: string,
): Promise<RawResponse> {
  return rawRequest(target.url + "/admin/sign-in", {
    method: "POST",
    localAddress,
    headers: { cookie: form.cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: form.csrf, next: "/admin", ...fields }).toString(),
  });
}

const runAdmin = (args: string[]) => runAdminScript(server.databaseUrl, args);

describe("sign-in throttling", () => {
  it("counts parallel wrong passwords before checking them: only five get through", async () => {
    const from = "127.0.0.11";
    const form = await signInForm(server, from);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postSignIn(server, form, { email: ADMIN_EMAIL, password: `wrong-${i}` }, from),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const limited = answers.find((a) => a.status === 429)!;
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    expect(limited.body).toContain("Too many failed sign-in attempts");
  });

  it("a stranger's wrong passwords never lock the photographer out", async () => {
    const stranger = "127.0.0.12";
    const form = await signInForm(server, stranger);
    for (let i = 0; i < 8; i++)
      await postSignIn(server, form, { email: ADMIN_EMAIL, password: "guess-" + i }, stranger);
    const blocked = await postSignIn(server, form, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, stranger);
    expect(blocked.status).toBe(429);

    const desk = "127.0.0.13";
    const herForm = await signInForm(server, desk);
    const hers = await postSignIn(server, herForm, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, desk);
    expect(hers.status).toBe(302);
    expect(setCookies(hers).some((c) => c.startsWith("admin_session="))).toBe(true);
  });

  it("waits longer after each failure past the fifth", async () => {
    const from = "127.0.0.14";
    const form = await signInForm(server, from);
    for (let i = 0; i < 5; i++) {
      expect((await postSignIn(server, form, { email: "x@example.com", password: "nope" }, from)).status).toBe(401);
    }
    const wait = Number(
      (await postSignIn(server, form, { email: "x@example.com", password: "nope" }, from)).headers["retry-after"],
    );
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
  });

  it("`npm run admin -- unlock` lifts the waits, and its help says so", async () => {
    const from = "127.0.0.15";
    const form = await signInForm(server, from);
    for (let i = 0; i < 6; i++) await postSignIn(server, form, { email: ADMIN_EMAIL, password: "guess" }, from);
    expect((await postSignIn(server, form, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, from)).status).toBe(429);

    const help = await runAdmin([]);
    expect(help.code).toBe(2);
    expect(help.output).toContain("npm run admin -- unlock");
    const unlocked = await runAdmin(["unlock", ADMIN_EMAIL]);
    expect(unlocked.code).toBe(0);
    expect(unlocked.output).toMatch(/Cleared \d+ sign-in counters? for she@example\.com/);

    expect((await postSignIn(server, form, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, from)).status).toBe(302);
  });
});

describe("sign-in cannot be used to burn the server's CPU", () => {
  /** SIGN_IN_RATE_LIMIT_MAX's default: sign-in attempts per address per 10 minutes. */
  const PER_ADDRESS = 10;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it(
    "refuses most of 50 sign-ins with 50 new e-mails from one address with 429, before any password hashing",
    { timeout: 90_000 },
    async () => {
      const from = "127.0.0.41";
      const form = await signInForm(server, from);
      const answers: Array<{ status: number; ms: number; res: RawResponse }> = [];
      for (let i = 0; i < 50; i++) {
        const started = performance.now();
        const res = await postSignIn(
          server,
          form,
          { email: `stranger-${i}@example.com`, password: "not-it-at-all" },
          from,
        );
        answers.push({ status: res.status, ms: performance.now() - started, res });
      }
      // Each e-mail is new, so the per-account throttle never trips: only a limit per address can.
      const checked = answers.filter((a) => a.status === 401);
      const refused = answers.filter((a) => a.status === 429);
      expect(checked).toHaveLength(PER_ADDRESS);
      expect(refused).toHaveLength(50 - PER_ADDRESS);
      expect(answers.slice(0, PER_ADDRESS).every((a) => a.status === 401)).toBe(true);
      expect(Number(refused[0]!.res.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused[0]!.res.body).toMatch(
        /Too many failed sign-in attempts from your network\. Please wait \d+ minutes?/,
      );
      // A checked attempt verifies an argon2id hash (a dummy one for an unknown e-mail), which takes
      // tens of milliseconds of CPU; a refused one answers without hashing, many times faster.
      expect(median(refused.map((a) => a.ms)) * 4).toBeLessThan(median(checked.map((a) => a.ms)));

      // The photographer, at her own desk, signs in as ever.
      const desk = "127.0.0.42";
      const hers = await postSignIn(
        server,
        await signInForm(server, desk),
        { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        desk,
      );
      expect(hers.status).toBe(302);
    },
  );

  it(
    "does not count a right password: only failed attempts use up an address's allowance",
    { timeout: 90_000 },
    async () => {
      const from = "127.0.0.43";
      const form = await signInForm(server, from);
      for (let i = 0; i < PER_ADDRESS + 2; i++) {
        const res = await postSignIn(server, form, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, from);
        expect(res.status, `sign-in ${i + 1}`).toBe(302);
      }
      for (let i = 0; i < PER_ADDRESS; i++) {
        const res = await postSignIn(server, form, { email: `other-${i}@example.com`, password: "wrong" }, from);
        expect(res.status, `failure ${i + 1}`).toBe(401);
      }
      expect((await postSignIn(server, form, { email: "one-more@example.com", password: "wrong" }, from)).status).toBe(
        429,
      );
      // `npm run admin -- unlock` lifts this wait too.
      const unlocked = await runAdmin(["unlock"]);
      expect(unlocked.code, unlocked.output).toBe(0);
      const hers = await postSignIn(server, form, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, from);
      expect(hers.status).toBe(302);
    },
  );
});

describe("malformed input", () => {
  it("refuses a multibyte CSRF token of the right length with 403, not 500", async () => {
    const from = "127.0.0.21";
    const form = await signInForm(server, from);
    for (const csrf of ["é".repeat(form.csrf.length), "😀".repeat(form.csrf.length / 2), "\u0000".repeat(43)]) {
      const res = await postSignIn(server, { ...form, csrf }, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, from);
      expect(res.status).toBe(403);
    }
  });

  it("treats an undecodable session cookie as no session", async () => {
    for (const cookie of ["admin_session=%", "admin_session=%E0%A4%A", "admin_sign_in=%; admin_session=%zz"]) {
      const admin = await rawRequest(server.url + "/admin", { headers: { cookie } });
      expect(admin.status, cookie).toBe(302);
      expect(admin.headers.location).toMatch(/^\/admin\/sign-in/);
      const signInPage = await rawRequest(server.url + "/admin/sign-in", { headers: { cookie } });
      expect(signInPage.status, cookie).toBe(200);
      const data = await rawRequest(server.url + "/admin/testimonials.data", { headers: { cookie } });
      expect(data.status, cookie).toBeLessThan(500);
    }
  });
});

describe("on an https site", () => {
  let secure: TestServer;
  beforeAll(async () => {
    secure = await startServer({ SITE_URL: "https://localhost" });
    expect((await createAdminAccount(secure.databaseUrl)).code).toBe(0);
  });
  afterAll(async () => {
    await secure?.stop();
  });

  it("names its cookies __Host-, Secure with Path=/ and no Domain", async () => {
    const page = await rawRequest(secure.url + "/admin/sign-in");
    const preCookie = (page.headers["set-cookie"] ?? []).find((c) => c.startsWith("__Host-admin_sign_in="));
    expect(preCookie).toMatch(/; Path=\/;.*Secure/);
    expect(preCookie).not.toMatch(/Domain=/i);
    const form = { cookie: setCookies(page).join("; "), csrf: csrfFrom(page.body) };
    const res = await postSignIn(secure, form, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, "127.0.0.31");
    expect(res.status).toBe(302);
    const session = (res.headers["set-cookie"] ?? []).find((c) => c.startsWith("__Host-admin_session="));
    expect(session).toMatch(/; Path=\/;.*HttpOnly.*Secure/);
    // The unprefixed name is not accepted on an https site.
    const plain = setCookies(res)
      .find((c) => c.startsWith("__Host-admin_session="))!
      .replace("__Host-", "");
    expect((await rawRequest(secure.url + "/admin", { headers: { cookie: plain } })).status).toBe(302);
    const ok = await rawRequest(secure.url + "/admin", { headers: { cookie: setCookies(res).join("; ") } });
    expect(ok.status).toBe(200);
  });
});
