import { describe, expect, it } from "vitest";
import type { ProposalValues } from "~/shared/proposals/proposal-form";
import { renderContractHtml } from "./contract-html.server";
import { previewTaxRate, proposalPreview } from "./proposal-preview.server";

const values: ProposalValues = {
  title: "Wedding",
  sessionDate: "2027-10-16",
  sessionTime: "16:30",
  sessionPlace: "Desert Botanical Garden",
  content: {
    packages: [
      {
        key: "a",
        serviceId: null,
        title: "Full Day",
        description: "",
        features: [],
        priceCents: 450_000,
        taxable: true,
      },
      {
        key: "b",
        serviceId: null,
        title: "Half Day",
        description: "",
        features: [],
        priceCents: 280_000,
        taxable: true,
      },
    ],
    extras: [],
    discount: null,
  },
  schedule: { retainer: { kind: "percent", basisPoints: 3_000 }, instalments: [{ kind: "days_before", days: 30 }] },
  contractTemplateId: null,
  contractBody: "# Agreement\n\n{client_names}: {package}, {total}, {clientname}.\n\n{schedule}",
  expiresOn: "2027-01-31",
  message: "",
};
const facts = { clientNames: "Anna & Ben", photographer: "Maria", taxRateMillis: 8_600, today: "2027-01-10" };

describe("proposalPreview", () => {
  it("prices every option with its schedule, and merges the contract with the first", () => {
    const preview = proposalPreview(values, facts);
    expect(preview.options.map((o) => [o.key, o.priced.taxCents, o.priced.totalCents])).toEqual([
      ["a", 38_700, 488_700],
      ["b", 24_080, 304_080],
    ]);
    expect(preview.options[0]!.payments?.map((p) => [p.amountCents, p.dueOn])).toEqual([
      [146_610, null],
      [342_090, "2027-09-16"],
    ]);
    expect(preview.contractPackage).toBe("Full Day");
    expect(preview.contractHtml).toContain("<h3>Agreement</h3>");
    expect(preview.contractHtml).toContain("Anna &amp; Ben: Full Day, $4,887, {clientname}.");
    expect(preview.contractHtml).toContain("<li>Retainer: $1,466.10, due at signing</li>");
    expect(preview.unknownFields).toEqual(["clientname"]);
  });

  it("says when the schedule needs the session date, and shows an empty proposal as such", () => {
    expect(proposalPreview({ ...values, sessionDate: null }, facts).options[0]!.payments).toBeNull();
    const empty = proposalPreview({ ...values, content: { ...values.content, packages: [] }, contractBody: "" }, facts);
    expect(empty).toMatchObject({ options: [], contractHtml: "", contractPackage: null });
  });

  it("uses Site settings' tax rate until the proposal is sent, then its own", () => {
    expect(previewTaxRate({ status: "draft", taxRateMillis: 5_000 }, 8_600)).toBe(8_600);
    expect(previewTaxRate({ status: "sent", taxRateMillis: 5_000 }, 8_600)).toBe(5_000);
  });
});

describe("renderContractHtml", () => {
  it("puts the contract's headings under the page's and prints HTML as text", () => {
    expect(renderContractHtml("# A\n\n## B\n\n###### C\n\n<b>x</b>")).toBe(
      "<h3>A</h3>\n<h4>B</h4>\n<h6>C</h6>\n<p>&lt;b&gt;x&lt;/b&gt;</p>\n",
    );
  });
});
