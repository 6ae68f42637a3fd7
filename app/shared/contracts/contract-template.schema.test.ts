import { describe, expect, it } from "vitest";
import { contractChangeSummary, contractTemplateSchema } from "./contract-template.schema";

const valid = {
  name: "Wedding agreement",
  body: "### Fees\n\nThe total is **{total}**; see [my terms](https://example.test/terms).",
};

describe("a contract template's form", () => {
  it("accepts a name and Markdown with merge fields, line endings made plain", () => {
    expect(contractTemplateSchema.parse({ name: "  Wedding agreement ", body: "A\r\n\r\nB {total}" })).toEqual({
      name: "Wedding agreement",
      body: "A\n\nB {total}",
    });
    expect(contractTemplateSchema.safeParse(valid).success).toBe(true);
  });

  it("refuses raw HTML and script links as the blog does, and an empty name or text", () => {
    const messages = (input: { name: string; body: string }) =>
      contractTemplateSchema.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages({ ...valid, body: "Hi <script>alert(1)</script>" })).toEqual([
      "body: HTML is not allowed here. Use Markdown: *stars* for emphasis, - for a list, [text](https://…) for links.",
    ]);
    expect(messages({ ...valid, body: "[pay here](javascript:alert(1))" })?.[0]).toContain(
      "Every link must start with https://",
    );
    expect(messages({ name: " ", body: "" })).toEqual([
      "name: Enter the contract's name, e.g. Wedding photography agreement.",
      "body: Write the contract.",
    ]);
    expect(messages({ ...valid, name: "<b>x</b>" })).toEqual(["name: The name cannot contain < or >."]);
    expect(messages({ ...valid, body: "x".repeat(50_001) })).toEqual([
      "body: Keep the contract to 50000 characters or fewer.",
    ]);
  });

  it("words the activity log's summary", () => {
    expect(contractChangeSummary(valid, { ...valid, body: "new" })).toBe(
      "Changed the text of the contract template Wedding agreement",
    );
    expect(contractChangeSummary(valid, valid)).toBe("Saved the contract template Wedding agreement without changes");
  });
});
