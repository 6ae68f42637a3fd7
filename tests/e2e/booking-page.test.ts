import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { expectNoAxeViolations } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { insertSentProposal } from "../integration/booking-fixtures";

// The client's booking page on a 390 px phone in Chromium (issue 28 §5, §8): axe finds nothing on
// the proposal, the refused form or the signed page; totals follow her pick; the drawing pad loads
// only when asked for; she signs and sees her signature and the retainer to pay.

let server: TestServer;
let browser: Browser;
let app: AppDatabase;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  app = openDatabase(server.databaseUrl);
});
afterAll(async () => {
  await app?.db.destroy();
  await browser?.close();
  await server?.stop();
});

describe("the booking page on a phone", () => {
  it("is accessible, updates totals as she picks, and signs with a drawn signature", async () => {
    const { token, proposalId } = await insertSentProposal(app.db);
    const { page, errors } = await newPage(browser, { width: 390 });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${server.url}/book/${token}`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(await page.getByTestId("total").textContent()).toBe("$5,538.60");

    await page.getByLabel("Half Day Coverage").check();
    await expect.poll(() => page.getByTestId("total").textContent()).toBe("$3,692.40");
    await page.waitForURL(/\?option=half-day$/);
    await expect.poll(() => page.getByTestId("signing-for").textContent()).toContain("Half Day Coverage");

    // A refused form says why, accessibly.
    await page.getByRole("button", { name: "Sign the contract" }).click();
    await page.getByText("Please tick “I agree to sign electronically” to sign here.").waitFor();
    await expectNoAxeViolations(page);

    expect(scripts.some((url) => /signature_pad/.test(url))).toBe(false);
    await page.getByRole("button", { name: "Draw my signature (optional)" }).click();
    const pad = page.getByRole("img", { name: "Signature drawing area" });
    await pad.waitFor();
    const box = (await pad.boundingBox())!;
    // The pad's module has arrived once the canvas is sized to the screen (300 is a canvas's default).
    await expect.poll(() => pad.evaluate((canvas) => (canvas as HTMLCanvasElement).width)).not.toBe(300);
    await page.mouse.move(box.x + 20, box.y + 100);
    await page.mouse.down();
    for (let x = 30; x < box.width - 20; x += 15) await page.mouse.move(box.x + x, box.y + 60 + ((x / 15) % 2) * 60);
    await page.mouse.up();
    await expect.poll(() => page.locator('input[name="signature"]').inputValue()).toMatch(/^data:image\/png;base64,/);

    await page.getByLabel("I agree to sign electronically").check();
    await page.getByLabel("Your full name").fill("Anna Ruiz");
    await page.getByRole("button", { name: "Sign the contract" }).click();
    await page.getByTestId("signed-by").waitFor();
    expect(await page.getByTestId("signed-by").textContent()).toMatch(/^Signed by Anna Ruiz on .+ \(Arizona time\)\.$/);
    await page.getByRole("button", { name: "Pay the retainer ($1,107.72)" }).waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);

    const signature = await app.db
      .selectFrom("proposal_signatures")
      .selectAll()
      .where("proposal_id", "=", proposalId)
      .executeTakeFirstOrThrow();
    expect(signature.package_key).toBe("half-day");
    expect(signature.drawn_signature).toMatch(/^data:image\/png;base64,/);
  });
});
