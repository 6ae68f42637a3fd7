import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { editorControls } from "./editor-field";

// An editor's controls show what was typed when a save was refused, with the server's message
// tied to the control, and otherwise what is stored.

const stored = { code: "SPRING10", kind: "percent" };
const KINDS = [
  { value: "percent", label: "A percent off" },
  { value: "amount", label: "An amount off" },
];

describe("editorControls", () => {
  it("shows the stored values before anything was posted", () => {
    const { field, select } = editorControls(undefined, stored);
    const html = renderToString(
      <>
        {field("code", "Code", "Letters and digits.")}
        {select("kind", "Discount", undefined, KINDS)}
      </>,
    );
    expect(html).toMatch(/<input[^>]*id="code"[^>]*value="SPRING10"/);
    expect(html).toMatch(/<input[^>]*aria-describedby="code-help"/);
    expect(html).toMatch(/<option value="percent" selected="">A percent off<\/option>/);
    expect(html).not.toContain("aria-invalid");
  });

  it("shows what was typed when the save was refused, with the message tied to its control", () => {
    const refused = { fields: { code: "Letters and digits only." }, values: { code: "SPRING 10", kind: "amount" } };
    const { field, select } = editorControls(refused, stored);
    const html = renderToString(
      <>
        {field("code", "Code", "Letters and digits.")}
        {select("kind", "Discount", undefined, KINDS, "Choose…")}
      </>,
    );
    expect(html).toMatch(
      /<input[^>]*aria-describedby="code-help code-error"[^>]*aria-invalid="true"[^>]*value="SPRING 10"/,
    );
    expect(html).toContain('<p id="code-error" class="mt-1 text-sm text-danger">Letters and digits only.</p>');
    expect(html).toMatch(
      /<option value="">Choose…<\/option><option value="percent">A percent off<\/option><option value="amount" selected="">/,
    );
  });
});
