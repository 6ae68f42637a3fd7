import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage } from "../helpers/browser";
import { siteInBrowser } from "../helpers/site";

// The public forms post through one helper (app/components/forms/post-json.ts) that hands back the fields the
// server refused: the form marks each (aria-invalid, the server's message under it) and still
// shows the spec's toast. "lena@localhost" passes the browser's email check, not the server's.

const { site, open } = siteInBrowser();

/** The control is marked invalid and described by the server's message, shown under it. */
async function expectRefused(control: Locator, message: string) {
  await expect.poll(() => control.getAttribute("aria-invalid")).toBe("true");
  const describedBy = await control.getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  expect(await control.page().locator(`[id="${describedBy}"]`).textContent()).toBe(message);
}

describe("a field the server refuses", () => {
  it("is marked on the contact form, next to the spec's failure toast, and cleared once accepted", async () => {
    const { page, errors } = await newPage(site.browser);
    await open(page, "/");
    const form = page.getByTestId("contact-form");
    await form.getByLabel("Name *").fill("Lena Ortiz");
    await form.getByLabel("Email *").fill("lena@localhost");
    await form.getByLabel("Tell Me About Your Vision *").fill("A desert elopement at sunrise.");
    await form.getByRole("button", { name: /send/i }).click();
    await page.getByTestId("toast").getByText("Something went wrong", { exact: true }).waitFor();
    // The home page shows the contact address of the stored site settings.
    expect(await page.getByTestId("toast").textContent()).toContain("Please try again or contact us directly at ");
    const email = form.getByLabel("Email *");
    await expectRefused(email, "Please enter a valid email address");
    expect(await form.getByLabel("Name *").getAttribute("aria-invalid")).toBeNull();

    await email.fill("lena@example.com");
    await form.getByRole("button", { name: /send/i }).click();
    await page.getByTestId("toast").getByText("Message sent successfully!", { exact: true }).waitFor();
    expect(await email.getAttribute("aria-invalid")).toBeNull();
    expect(await form.getByText("Please enter a valid email address").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("is marked on the inquiry form under the form's own field name", async () => {
    const { page, errors } = await newPage(site.browser);
    await open(page, "/inquiry");
    const form = page.getByTestId("inquiry-form");
    const fields: Record<string, string> = {
      "Full Name *": "Maya Chen",
      "Email Address *": "maya@localhost",
      "Phone Number *": "602-555-0142",
      "Ideal Date or Timeframe *": "Spring 2027",
      "Desired Location *": "Sedona",
      "How did you find me? *": "Instagram",
      "Tell me a bit about your story or vision for the session *": "Golden hour at Airport Mesa.",
    };
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByLabel("Type of session you're interested in *", { exact: true }).selectOption("family");
    await form.getByRole("button", { name: "Send My Inquiry" }).click();
    await page.getByTestId("toast").getByText("Something went wrong", { exact: true }).waitFor();
    await expectRefused(form.getByLabel("Email Address *", { exact: true }), "Please enter a valid email address");
    expect(await form.getByLabel("Full Name *", { exact: true }).getAttribute("aria-invalid")).toBeNull();
    expect(errors).toEqual([]);
  });
});
