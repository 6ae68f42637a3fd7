import { describe, expect, it } from "vitest";
import { basisPointsToPercent, centsToDollars, dollarsToCents, percentToBasisPoints } from "./form-amounts";
import { blankExtra, blankInstalment, blankPackage, toProposalDraft, type ProposalDraft } from "./proposal-form";
import { parseProposalDraft } from "./proposal-form.schema";

const TODAY = "2027-01-10";

const draft = (change: (d: ProposalDraft) => void = () => {}): ProposalDraft => {
  const d: ProposalDraft = {
    title: " Anna & Ben's wedding ",
    sessionDate: "2027-10-16",
    sessionTime: "16:30",
    sessionPlace: "Desert Botanical Garden",
    packages: [{ ...blankPackage(), title: "Full Day", price: "4,500", features: "Two photographers\n\n Album " }],
    extras: [{ ...blankExtra(), title: "Engagement session", unitPrice: "$350.50", quantity: "2", taxable: "" }],
    discountKind: "percent",
    discountAmount: "12.5",
    discountLabel: "Winter",
    retainerKind: "percent",
    retainerAmount: "30",
    instalments: [blankInstalment(), { kind: "on_date", days: "", date: "2027-09-01" }],
    contractTemplateId: "",
    contractBody: "# Agreement\r\n\r\nBetween {photographer} and {client_names}.",
    expiresOn: TODAY,
    message: "Here it is!",
  };
  change(d);
  return d;
};

const errorsOf = (d: ProposalDraft) => {
  const parsed = parseProposalDraft(d, TODAY);
  if (parsed.ok) throw new Error("expected a refusal");
  return parsed.fields;
};

describe("amounts as typed", () => {
  it("turn dollars into integer cents and back, without floating point", () => {
    expect(dollarsToCents("4,500")).toBe(450_000);
    expect(dollarsToCents("$75.5")).toBe(7_550);
    expect(dollarsToCents(" 0.07 ")).toBe(7);
    expect(dollarsToCents("1.005")).toBeUndefined();
    expect(dollarsToCents("45,00")).toBeUndefined();
    expect(dollarsToCents("-5")).toBeUndefined();
    expect(centsToDollars(450_000)).toBe("4500");
    expect(centsToDollars(7_550)).toBe("75.50");
    expect(centsToDollars(7)).toBe("0.07");
  });
  it("turn percentages into basis points and back", () => {
    expect(percentToBasisPoints("30")).toBe(3_000);
    expect(percentToBasisPoints("12.5 %")).toBe(1_250);
    expect(percentToBasisPoints("8.25%")).toBe(825);
    expect(percentToBasisPoints("thirty")).toBeUndefined();
    expect(basisPointsToPercent(1_250)).toBe("12.5");
  });
});

describe("parseProposalDraft", () => {
  it("stores what she typed as cents, basis points, lists and keys", () => {
    const parsed = parseProposalDraft(draft(), TODAY);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { values } = parsed;
    expect(values.title).toBe("Anna & Ben's wedding");
    expect(values.content.packages[0]).toEqual({
      key: "option-1",
      serviceId: null,
      title: "Full Day",
      description: "",
      features: ["Two photographers", "Album"],
      priceCents: 450_000,
      taxable: true,
    });
    expect(values.content.extras[0]).toMatchObject({ key: "line-1", unitCents: 35_050, quantity: 2, taxable: false });
    expect(values.content.discount).toEqual({ kind: "percent", basisPoints: 1_250, label: "Winter" });
    expect(values.schedule).toEqual({
      retainer: { kind: "percent", basisPoints: 3_000 },
      instalments: [
        { kind: "days_before", days: 30 },
        { kind: "on_date", date: "2027-09-01" },
      ],
    });
    expect(values.contractBody).toBe("# Agreement\n\nBetween {photographer} and {client_names}.");
  });

  it("keeps good keys and gives duplicated or forged ones new ones", () => {
    const parsed = parseProposalDraft(
      draft((d) => {
        d.packages = [
          { ...d.packages[0]!, key: "option-2" },
          { ...d.packages[0]!, key: "option-2" },
          { ...d.packages[0]!, key: "<script>" },
        ];
      }),
      TODAY,
    );
    expect(parsed.ok && parsed.values.content.packages.map((p) => p.key)).toEqual(["option-2", "option-1", "option-3"]);
  });

  it("round-trips through the form unchanged", () => {
    const parsed = parseProposalDraft(draft(), TODAY);
    if (!parsed.ok) throw new Error("valid");
    const again = parseProposalDraft(toProposalDraft(parsed.values), TODAY);
    expect(again).toEqual(parsed);
  });

  it("names each field she has to fix, in plain words", () => {
    const fields = errorsOf(
      draft((d) => {
        d.title = "";
        d.packages[0]!.price = "lots";
        d.extras[0]!.quantity = "0";
        d.expiresOn = "2027-01-09";
        d.contractBody = "<b>bold</b>";
      }),
    );
    expect(fields).toMatchObject({
      title: expect.stringContaining("Give the proposal a title"),
      "packages.0.price": expect.stringContaining("in dollars"),
      "extras.0.quantity": expect.stringContaining("whole number"),
      expiresOn: expect.stringContaining("That day has passed (Arizona time)"),
      contractBody: expect.stringContaining("HTML is not allowed"),
    });
  });

  it("asks for one to three packages", () => {
    expect(errorsOf(draft((d) => (d.packages = [])))).toEqual({ packages: "Add at least one package for the client." });
    const four = draft((d) => (d.packages = Array.from({ length: 4 }, () => d.packages[0]!)));
    expect(errorsOf(four)).toEqual({ packages: "Offer at most 3 packages." });
  });

  it("asks for the session date when a payment is due days before it", () => {
    expect(errorsOf(draft((d) => (d.sessionDate = "")))).toEqual({
      sessionDate: expect.stringContaining("Enter the session date"),
    });
    const onDates = draft((d) => {
      d.sessionDate = "";
      d.instalments = [{ kind: "on_date", days: "", date: "2027-09-01" }];
    });
    expect(parseProposalDraft(onDates, TODAY).ok).toBe(true);
  });

  it("checks the discount and the retainer by their kind", () => {
    expect(errorsOf(draft((d) => (d.discountAmount = "120")))).toEqual({
      discountAmount: expect.stringContaining("percentage from 0.01 to 100"),
    });
    const fixed = draft((d) => {
      d.discountKind = "fixed";
      d.discountAmount = "200";
      d.retainerKind = "fixed";
      d.retainerAmount = "1,350";
    });
    const parsed = parseProposalDraft(fixed, TODAY);
    expect(parsed.ok && parsed.values.content.discount).toEqual({ kind: "fixed", cents: 20_000, label: "Winter" });
    expect(parsed.ok && parsed.values.schedule.retainer).toEqual({ kind: "fixed", cents: 135_000 });
    expect(errorsOf(draft((d) => (d.retainerAmount = "0")))).toEqual({
      retainerAmount: expect.stringContaining("retainer as a percentage"),
    });
    const none = parseProposalDraft(
      draft((d) => (d.discountKind = "none")),
      TODAY,
    );
    expect(none.ok && none.values.content.discount).toBeNull();
  });

  it("refuses forged hidden ids and kinds", () => {
    expect(errorsOf(draft((d) => (d.packages[0]!.serviceId = "abc")))).toEqual({
      "packages.0.serviceId": expect.stringContaining("Reload the page"),
    });
    expect(errorsOf(draft((d) => (d.discountKind = "free")))).toEqual({ discountKind: "Choose a kind of discount." });
    expect(errorsOf(draft((d) => (d.instalments[0]!.kind = "later")))).toEqual({
      "instalments.0.kind": "Choose when the payment is due.",
    });
  });
});
