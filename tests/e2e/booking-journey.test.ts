import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { fileStorage, readAll } from "~/server/media/storage.server";
import { signatureHash } from "~/server/proposals/signature-hash.server";
import { formatPrice } from "~/shared/money";
import { checkScreen, expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { signAndPayRetainer } from "../helpers/booking-client";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { bookingLink, mailTo } from "../helpers/outbox";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";

// Issue 28 §8, the whole journey in Chromium against the built server: an enquiry sent from
// /inquiry becomes a client; the photographer sends a proposal with two packages from her seeded
// services, an add-on and the seeded sample contract; the client opens the e-mailed link on a
// 390 px phone, picks the second package, signs and pays the retainer through the test checkout;
// the client's timeline shows every step, and the stored PDF holds the contract, the audit trail
// and the hash that recomputes from the stored signature.

const CLIENT = { name: "Maya Chen", email: "maya.chen@example.com" };
let server: TestServer;
let browser: Browser;
let app: AppDatabase;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ JOBS_POLL_MS: "200" }), launchBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
  app = openDatabase(server.databaseUrl);
});
afterAll(async () => {
  await app?.db.destroy();
  await browser?.close();
  await server?.stop();
});

/** The labels of a select's options under one optgroup (her services, as the picker lists them). */
const optionsIn = (select: Locator, group: string) =>
  select.evaluate(
    (el, label) => [...el.querySelectorAll(`optgroup[label="${label}"] option`)].map((o) => o.textContent ?? ""),
    group,
  );

async function sendEnquiry() {
  const { page, errors } = await newPage(browser, { width: 390 });
  await page.goto(server.url + "/inquiry");
  await waitForHydration(page);
  const form = page.getByTestId("inquiry-form");
  const fields: Record<string, string> = {
    "Full Name *": CLIENT.name,
    "Email Address *": CLIENT.email,
    "Phone Number *": "602-555-0142",
    "Ideal Date or Timeframe *": "October 2027",
    "Desired Location *": "Desert Botanical Garden, Phoenix",
    "How did you find me? *": "Instagram",
    "Tell me a bit about your story or vision for the session *": "Our wedding at golden hour, with the cacti.",
  };
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel("Type of session you're interested in *", { exact: true }).selectOption("wedding");
  await form.getByRole("button", { name: "Send My Inquiry" }).click();
  await expect.poll(() => app.db.selectFrom("enquiries").select("id").execute()).toHaveLength(1);
  expect(errors).toEqual([]);
  await page.context().close();
}

/** The photographer: client from the enquiry, a proposal with two packages, an add-on, the sample contract; sent. */
async function sendProposal(admin: Page): Promise<{ clientUrl: string; packages: string[] }> {
  await signIn(admin, server.url + "/admin/clients");
  await checkScreen(admin, "Clients");
  await admin.getByRole("button", { name: `Make a client of ${CLIENT.name}` }).click();
  await admin.getByRole("status").filter({ hasText: "Made a client from the enquiry." }).waitFor();
  await checkScreen(admin, CLIENT.name);
  const clientUrl = admin.url();

  await admin.getByRole("link", { name: "New proposal" }).click();
  await checkScreen(admin, `New proposal for ${CLIENT.name}`);
  await admin.getByRole("button", { name: "Start the proposal" }).click();
  await checkScreen(admin, `Proposal for ${CLIENT.name}`);

  const services = admin.getByLabel("Copy in one of your services");
  const packages = (await optionsIn(services, "Wedding packages")).slice(0, 2);
  expect(packages).toHaveLength(2);
  for (const [i, label] of packages.entries()) {
    await admin.getByLabel("Copy in one of your services").selectOption({ label });
    await admin.getByRole("button", { name: "Add as a package" }).click();
    await admin.getByRole("group", { name: `Package ${i + 1}: ${label.replace(/ \(\$[\d,.]+\)$/, "")}` }).waitFor();
  }
  const addOns = admin.getByLabel("Copy in an add-on from your services");
  const [addOn] = await optionsIn(addOns, "Wedding add-ons");
  await addOns.selectOption({ label: addOn! });
  await admin.getByRole("button", { name: "Add as a line" }).click();
  await admin.getByRole("group", { name: `Line 1: ${addOn!.replace(/ \(\$[\d,.]+\)$/, "")}` }).waitFor();

  const templates = admin.getByLabel("Start from a template (replaces the text below)");
  await templates.selectOption({ label: "Wedding photography agreement (sample)" });
  await admin.getByRole("button", { name: "Use this template" }).click();
  await expect.poll(() => admin.getByLabel("Contract text").inputValue()).toContain("{client_names}");
  await admin.getByLabel("Date (optional)").fill("2027-10-16");
  await admin.getByLabel("Start time (optional)").fill("16:30");
  await admin.getByLabel("Place (optional)").fill("Desert Botanical Garden, Phoenix");
  await admin.getByRole("button", { name: "Save proposal" }).click();
  await admin.getByText("Saved.").waitFor();
  await admin.getByTestId("proposal-preview").getByText("Total").first().waitFor();
  await expectNoAxeViolations(admin);

  await admin.getByRole("link", { name: "Send to the client…" }).click();
  await checkScreen(admin, "Send the proposal");
  await admin.getByLabel("Your full name, as your signature").fill("Maria Lopez");
  await admin.getByRole("button", { name: "Sign and send" }).click();
  await admin.getByText("Sent: the e-mail with the link is on its way.").waitFor();
  return { clientUrl, packages: packages.map((label) => label.replace(/ \(\$[\d,.]+\)$/, "")) };
}

describe("from an enquiry to a booked session", () => {
  it("is done in the site by the photographer and by her client on a phone", { timeout: 240_000 }, async () => {
    await sendEnquiry();
    const admin = await newPage(browser);
    const { clientUrl, packages } = await sendProposal(admin.page);
    const link = bookingLink(await mailTo(server.dataDir, CLIENT.email, (m) => bookingLink(m) !== undefined))!;
    expect(new URL(link).origin).toBe(server.url);
    // The client, on her phone in a browser of her own: picks the second package, signs, pays.
    const retainer = await signAndPayRetainer(browser, link, { signer: "Maya Chen", packageTitle: packages[1]! });

    const proposal = await app.db.selectFrom("proposals").selectAll().executeTakeFirstOrThrow();
    expect(proposal.status).toBe("booked");
    const payments = await app.db.selectFrom("payments").selectAll().execute();
    expect(payments.map((p) => [p.status, formatPrice(Number(p.amount_cents))])).toEqual([["paid", retainer]]);
    // The contract-pdf job runs in the server's job worker: wait for its PDF.
    await expect
      .poll(
        async () => (await app.db.selectFrom("proposal_signatures").select("pdf_key").executeTakeFirst())?.pdf_key,
        { timeout: 30_000 },
      )
      .toMatch(/^private\/contract-\d+-v1-[0-9a-f]{16}\.pdf$/);
    const signature = await app.db.selectFrom("proposal_signatures").selectAll().executeTakeFirstOrThrow();
    expect(signature.package_key).toBe(JSON.parse(proposal.content).packages[1].key);
    expect(signature.sha256).toBe(signatureHash({ ...signature, pricing: JSON.parse(signature.pricing) }));

    // Her timeline, every step in order.
    await admin.page.goto(clientUrl);
    await checkScreen(admin.page, CLIENT.name);
    const timeline = admin.page.getByRole("list", { name: "Timeline, newest first" });
    const expected = [
      `Enquiry from ${CLIENT.name} through the inquiry form.`,
      "Made a client from the enquiry.",
      `Proposal “Proposal for ${CLIENT.name}” started (draft).`,
      `Proposal “Proposal for ${CLIENT.name}” sent to ${CLIENT.email}.`,
      `${CLIENT.name} opened the proposal “Proposal for ${CLIENT.name}” (version 1).`,
      `Maya Chen signed “Proposal for ${CLIENT.name}” (version 1): ${packages[1]}`,
      `Card payment started for Retainer (${retainer}).`,
      `Retainer paid by card (${retainer}).`,
      `Booked: “Proposal for ${CLIENT.name}”, retainer paid.`,
      `The signed contract (version 1) was saved as a PDF and e-mailed to ${CLIENT.name} and you.`,
    ];
    for (const line of expected) await timeline.getByText(line, { exact: false }).first().waitFor();
    // The PDF is made by the job worker while she pays: its line comes after the signature, anywhere.
    const kinds = (await app.db.selectFrom("client_events").select("kind").orderBy("id").execute()).map((e) => e.kind);
    expect(kinds.filter((k) => k !== "invoice_created" && k !== "contract_pdf_ready")).toEqual([
      "enquiry",
      "client_created",
      "proposal_created",
      "proposal_sent",
      "proposal_viewed",
      "proposal_signed",
      "payment_started",
      "payment_received",
      "booking_confirmed",
    ]);
    expect(kinds.filter((k) => k === "contract_pdf_ready")).toHaveLength(1);
    expect(kinds.indexOf("contract_pdf_ready")).toBeGreaterThan(kinds.indexOf("proposal_signed"));

    // The stored PDF, read back as text: the contract, the audit values and the hash.
    const stored = await fileStorage(path.join(server.dataDir, "media")).get(signature.pdf_key!);
    const pdfFile = path.join(server.dataDir, "signed.pdf");
    fs.writeFileSync(pdfFile, await readAll(stored!));
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", pdfFile, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    // The contract as merged and signed: every heading of its Markdown, and the merged values.
    const headings = signature.contract_text.match(/^#+ .+$/gm) ?? [];
    expect(headings.length).toBeGreaterThan(5);
    for (const heading of headings) expect(text).toContain(heading.replace(/^#+ /, "").replace(/\*/g, ""));
    expect(text).toContain("This agreement is between Maria Lopez");
    expect(text).toContain(`Package: ${packages[1]}`);
    expect(text).toContain("Saturday, October 16, 2027 at 4:30 pm (Arizona time)");
    expect(text).toContain("Where: Desert Botanical Garden, Phoenix");
    // The audit page: who signed, from where, with what, and the fingerprint.
    expect(text).toContain(`Signed by (typed name): ${signature.signer_name}`);
    expect(text).toContain(`IP address: ${signature.signed_ip}`);
    expect(text).toContain(`Browser (user agent): ${signature.signed_user_agent}`);
    expect(text).toContain(`SHA-256 ${signature.sha256}`);
    expect(admin.errors).toEqual([]);
  });
});
