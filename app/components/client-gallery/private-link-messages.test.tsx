import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LinkNotValid, LinkTooManyTries } from "./private-link-messages";

const contact = { email: "hello@example.com", siteName: "Saguaro Bee Photography" };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("a private link that cannot be opened", () => {
  it("names the kind of link and says how to get a good one", () => {
    const html = renderToStaticMarkup(<LinkNotValid what="invoice" contact={contact} />);
    expect(html).toContain("<h1");
    expect(text(html)).toContain(
      "This invoice link is not valid It may be missing a few characters. Try copying the whole link from your e-mail again, or write to ask for it.",
    );
  });

  it("gives the booking link's other reason and asks for a new one", () => {
    const html = renderToStaticMarkup(
      <LinkNotValid
        what="booking"
        contact={contact}
        mayHave="the proposal may have been withdrawn"
        askFor="a new one"
      />,
    );
    expect(text(html)).toContain(
      "It may be missing a few characters, or the proposal may have been withdrawn. Try copying the whole link from your e-mail again, or write to ask for a new one.",
    );
  });

  it("says how long to wait after too many wrong links", () => {
    const html = renderToStaticMarkup(<LinkTooManyTries what="session" contact={contact} retryAfter="4 minutes" />);
    expect(text(html)).toContain(
      "Too many tries Several session links that do not exist were opened from your connection. Please wait 4 minutes.",
    );
    expect(html).toContain("hello@example.com");
  });
});
