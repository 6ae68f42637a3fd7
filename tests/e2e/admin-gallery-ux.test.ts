import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn as signInHttp } from "../integration/admin-client";
import { photo, upload, waitUntilSettled } from "../integration/media-helpers";

// Issue 26 §7 in Chromium, as the photographer uses it: the admin menu on a 390 px phone (no
// sideways scrolling, every link reachable by keyboard); a photo from her Photos library added to a
// gallery and the gallery opened as her client sees it in one click (a draft as her preview, then
// published, without typing the code); the download choices in plain words; a heart her client has
// not sent yet, shown to her as "Not sent yet". axe on every screen that changed.

const TITLE = "The Ortiz family";
const LIBRARY_FILE = "ORTIZ_LIB_0007.jpg";

let server: TestServer;
let browser: Browser;
let app: AppDatabase;
let editorPath = "";
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
  app = openDatabase(server.databaseUrl);
  // Already in her Photos library (uploaded there for her portfolio, say).
  const session = await signInHttp(server.url);
  const res = await upload(
    server,
    [{ name: LIBRARY_FILE, body: await photo({ width: 1200, height: 800, seed: 7 }) }],
    session,
  );
  const id = ((await res.json()) as { results: Array<{ photo: { id: number } }> }).results[0]!.photo.id;
  await waitUntilSettled(server, session.cookie, [id]);
  const body = new URLSearchParams({
    csrf: session.csrf,
    title: TITLE,
    clientName: "Lucia Ortiz",
    clientEmail: "lucia@example.com",
    sessionDate: "",
    accessCode: "482193",
    expiresOn: "",
  });
  const made = await fetch(`${server.url}/admin/galleries`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  editorPath = /^\/admin\/galleries\/\d+/.exec(made.headers.get("location") ?? "")![0];
});
afterAll(async () => {
  await app?.db.destroy();
  await browser?.close();
  await server?.stop();
});

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("the photographer's gallery screens, issue 26 §7", () => {
  it("the admin menu fits a 390 px phone: nothing runs off the side, every link is reachable by keyboard", async () => {
    const { page, errors } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await waitForHydration(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    const nav = page.getByRole("navigation", { name: "Studio admin" });
    const menu = nav.locator("summary");
    const menuText = async () => (await menu.textContent())!.replace(/\s+/g, " ").trim();
    expect(await menuText()).toBe("Menu, this page is in Dashboard");
    // By keyboard: to the menu, open it, and on to a link.
    for (let i = 0; i < 10 && !(await menu.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    const links = nav.getByRole("link");
    await expect.poll(() => links.count()).toBe(18);
    for (const box of await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON()))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    const galleries = nav.getByRole("link", { name: "Galleries" });
    for (let i = 0; i < 15 && !(await galleries.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Galleries" }).waitFor();
    // The menu closes behind the link, and names where she is now.
    expect(await nav.locator("details").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await menuText()).toBe("Menu, this page is in Galleries");

    await page.getByRole("link", { name: TITLE }).click();
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await waitForHydration(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it("adds a photo from her library, opens the gallery as her client sees it in one click, and sees the client's unsent heart", async () => {
    const admin = await newPage(browser, { width: 390 });
    const page = admin.page;
    await signIn(page, server.url + editorPath);
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await waitForHydration(page);

    // From the library.
    await page.getByRole("link", { name: "Add photos from your Photos library" }).click();
    await page.getByRole("heading", { level: 1, name: "Add photos from your Photos library" }).waitFor();
    await waitForHydration(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await page.getByRole("checkbox", { name: LIBRARY_FILE }).check();
    await page.getByRole("button", { name: "Add the ticked photos to the gallery" }).click();
    await page.getByText("Added 1 photo from your Photos library.").waitFor();
    await page.locator("#photos").getByText(LIBRARY_FILE).first().waitFor();

    // A draft: one click opens her preview in a new tab.
    const [preview] = await Promise.all([
      admin.context.waitForEvent("page"),
      page.getByRole("button", { name: /^View as your client/ }).click(),
    ]);
    await preview.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await preview.getByTestId("draft-preview").waitFor();
    await preview.getByRole("button", { name: /^Open photo 1/ }).waitFor();
    await waitForHydration(preview);
    await expectNoAxeViolations(preview);
    await preview.close();

    // Published, with both sizes to download: the same click shows exactly what her client sees.
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Published: the client can open it with the link and code.").waitFor();
    const galleryId = Number(editorPath.split("/").pop());
    await app.db.updateTable("galleries").set({ downloads: "full" }).where("id", "=", galleryId).execute();
    const [client] = await Promise.all([
      admin.context.waitForEvent("page"),
      page.getByRole("button", { name: /^View as your client/ }).click(),
    ]);
    const clientErrors: string[] = [];
    client.on("pageerror", (error) => clientErrors.push(error.message));
    await client.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await waitForHydration(client);
    expect(await client.getByTestId("draft-preview").count()).toBe(0);
    expect(await client.getByLabel("Access code").count()).toBe(0);
    // Its photo comes through the gallery, not the library's public address.
    const src = await client.locator("main img").first().getAttribute("src");
    expect(src).toMatch(/^\/g\/[A-Za-z0-9_-]{22}\/photo\//);
    await expectNoAxeViolations(client);

    // The download choices in plain words, each button saying which size it gives.
    const zips = client.getByTestId("download-all");
    await zips.getByRole("link", { name: "Download All photos, small, for phones and social media (ZIP)" }).waitFor();
    expect(await zips.getByRole("link").allInnerTexts()).toEqual([
      "Small, for phones and social media",
      "Full size, for printing",
    ]);
    await client.getByRole("button", { name: /^Open photo 1/ }).click();
    const dialog = client.getByRole("dialog");
    await dialog.getByRole("button", { name: "Download or print" }).click();
    const choices = dialog.getByTestId("download-actions");
    expect(await choices.getByRole("link").allInnerTexts()).toEqual([
      "Small, for phones and social media",
      "Full size, for printing",
    ]);
    await expectNoAxeViolations(client);
    const [download] = await Promise.all([
      client.waitForEvent("download"),
      choices.getByRole("link", { name: `Download ${LIBRARY_FILE}, full size, for printing` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(LIBRARY_FILE);
    expect(
      fs
        .readFileSync((await download.path())!)
        .subarray(0, 3)
        .toString("hex"),
    ).toBe("ffd8ff");
    // And a print of it goes in the cart like any gallery photo.
    await dialog.getByRole("button", { name: /^Add to cart/ }).click();
    await client.getByText("Added to Cart").first().waitFor();
    await client.keyboard.press("Escape");

    // Her client hearts it but does not send the list yet: the editor shows it as not sent.
    await client.getByRole("button", { name: "Favourite photo 1" }).click();
    await client.getByLabel("Your name").fill("Lucia");
    await client.getByRole("button", { name: "Save my name" }).click();
    await client
      .getByRole("button", { name: "Favourite photo 1" })
      .and(client.locator('[aria-pressed="true"]'))
      .waitFor();
    await page.reload();
    await waitForHydration(page);
    const list = page.getByTestId("favourite-list");
    await list.getByText("Not sent yet").waitFor();
    expect(await list.getByRole("heading").innerText()).toContain("Lucia: “Album picks”");
    expect(await list.innerText()).toContain(LIBRARY_FILE);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    expect(admin.errors).toEqual([]);
    expect(clientErrors).toEqual([]);
  });
});
