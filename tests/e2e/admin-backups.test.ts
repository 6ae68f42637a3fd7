import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";

// The dashboard's Backups section in a real browser on a 390 px phone: a site with BACKUP_TO set
// (a long folder name, as real ones are) says when its last backup finished, without sideways
// scrolling and with no axe violation; with BACKUP_TO unset, the same section warns. Screenshots of
// both land in SCREENSHOT_DIR (default: the system's temp folder) for a human to look at.

let server: TestServer;
let browser: Browser;
const backups = fs.mkdtempSync(path.join(os.tmpdir(), "backups-on-the-second-disk-of-the-studio-server-"));
const backupTo = path.join(backups, "saguaro-bee-photography", "nightly-snapshots-of-the-site");
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), "admin-backups-screens");

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ BACKUP_TO: backupTo }), launchBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(backups, { recursive: true, force: true });
});

describe("the dashboard's Backups section", () => {
  it("says when the last backup finished, and warns when backups are not set up, on a phone", async () => {
    const manifest = () =>
      fs.existsSync(path.join(backupTo, "snapshots")) &&
      fs
        .readdirSync(path.join(backupTo, "snapshots"))
        .some((id) => fs.existsSync(path.join(backupTo, "snapshots", id, "manifest.json")));
    const deadline = Date.now() + 45_000;
    while (!manifest()) {
      if (Date.now() > deadline) throw new Error(`no backup:\n${server.logs.join("\n")}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const { page, errors } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin");
    await page.waitForURL(`${server.url}/admin`);
    const section = page.getByRole("region", { name: "Backups" });
    await expect.poll(() => section.textContent()).toMatch(/Last backup: .+ \(Arizona time\)\./);
    expect(await section.textContent()).toContain(backupTo);
    expect(await section.getAttribute("data-backup-status")).toBe("good");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await section.screenshot({ path: path.join(SCREENSHOT_DIR, "backups-phone-good.png") });

    await server.restart({ BACKUP_TO: "" });
    await page.goto(server.url + "/admin");
    expect(await section.getAttribute("data-backup-status")).toBe("bad");
    expect(await section.textContent()).toMatch(/Warning: Last backup: .+, but no nightly backup is set up\./);
    expect(await section.textContent()).toMatch(/set BACKUP_TO to a folder on another disk or to an S3 bucket/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await section.screenshot({ path: path.join(SCREENSHOT_DIR, "backups-phone-warning.png") });
    expect(errors).toEqual([]);
  });
});
