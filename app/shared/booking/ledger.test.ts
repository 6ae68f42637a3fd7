import { describe, expect, it } from "vitest";
import { invoiceSums, ledgerTotals, movedSchedule, type LedgerInvoice, type LedgerPayment } from "./ledger";

const invoices: LedgerInvoice[] = [
  { id: 1, amountCents: 100_000, dueOn: null, status: "paid" },
  { id: 2, amountCents: 150_050, dueOn: "2027-03-01", status: "open" },
  { id: 3, amountCents: 150_049, dueOn: "2027-06-01", status: "open" },
  { id: 4, amountCents: 25_000, dueOn: "2027-02-01", status: "void" },
];

let nextId = 1;
const pay = (invoiceId: number, amountCents: number, extra: Partial<LedgerPayment> = {}): LedgerPayment => ({
  id: nextId++,
  invoiceId,
  kind: "payment",
  amountCents,
  status: "paid",
  ...extra,
});

// A known history: the retainer by card, a second payment of it refunded in full, the second
// instalment half paid in cash, a card payment that failed and one still pending (neither counts),
// and a refund of 10,00 given back on the retainer by check.
const payments: LedgerPayment[] = [
  pay(1, 100_000),
  pay(1, 100_000),
  pay(1, 100_000, { kind: "refund" }),
  pay(2, 75_000),
  pay(2, 150_050, { status: "failed" }),
  pay(3, 150_049, { status: "pending" }),
  pay(1, 1_000, { kind: "refund" }),
];

describe("the ledger's sums", () => {
  it("totals invoiced (void aside), paid, refunded and the balance from the rows", () => {
    expect(ledgerTotals(invoices, payments)).toEqual({
      invoicedCents: 100_000 + 150_050 + 150_049,
      paidCents: 100_000 + 100_000 + 75_000,
      refundedCents: 100_000 + 1_000,
      balanceCents: 400_099 - 275_000 + 101_000,
    });
  });

  it("nets refunds per invoice: a refund below the amount re-opens the invoice", () => {
    expect(invoiceSums(invoices[0]!, payments, "2027-01-01")).toEqual({
      paidCents: 200_000,
      refundedCents: 101_000,
      netCents: 99_000,
      discountCents: 0,
      owedCents: 1_000,
      state: "due",
    });
  });

  it("says due before the due date, overdue the day after (Arizona dates), paid when covered", () => {
    expect(invoiceSums(invoices[1]!, payments, "2027-03-01")).toMatchObject({ owedCents: 75_050, state: "due" });
    expect(invoiceSums(invoices[1]!, payments, "2027-03-02")).toMatchObject({ state: "overdue" });
    expect(invoiceSums(invoices[2]!, payments, "2027-07-01")).toMatchObject({ netCents: 0, state: "overdue" });
    expect(invoiceSums(invoices[2]!, [pay(3, 150_049)], "2027-07-01")).toMatchObject({ owedCents: 0, state: "paid" });
  });

  it("credits a paid payment's coupon discount (decision 052), not a pending one's", () => {
    const invoice = { id: 9, amountCents: 10_860, dueOn: null, status: "open" as const };
    const withCoupon = { id: 90, invoiceId: 9, kind: "payment" as const, amountCents: 9_774, discountCents: 1_086 };
    expect(invoiceSums(invoice, [{ ...withCoupon, status: "paid" }], "2027-01-01")).toMatchObject({
      netCents: 9_774,
      discountCents: 1_086,
      owedCents: 0,
      state: "paid",
    });
    expect(invoiceSums(invoice, [{ ...withCoupon, status: "pending" }], "2027-01-01")).toMatchObject({
      discountCents: 0,
      owedCents: 10_860,
    });
    expect(ledgerTotals([invoice], [{ ...withCoupon, status: "paid" }])).toMatchObject({
      invoicedCents: 9_774,
      balanceCents: 0,
    });
  });

  it("a void invoice owes nothing and is never overdue", () => {
    expect(invoiceSums(invoices[3]!, payments, "2030-01-01")).toEqual({
      paidCents: 0,
      refundedCents: 0,
      netCents: 0,
      discountCents: 0,
      owedCents: 0,
      state: "void",
    });
  });
});

describe("a schedule after a due date moves", () => {
  const schedule = [
    { id: 1, position: 1, dueOn: null, state: "paid" as const },
    { id: 2, position: 2, dueOn: "2027-03-01", state: "due" as const },
    { id: 3, position: 3, dueOn: "2027-06-01", state: "due" as const },
    { id: 4, position: 4, dueOn: "2027-08-30", state: "paid" as const },
  ];

  it("moves only that invoice unless she asks for the later ones too", () => {
    expect(movedSchedule(schedule, 2, "2027-03-15", false)).toEqual([{ id: 2, from: "2027-03-01", to: "2027-03-15" }]);
  });

  it("shifts the later unpaid instalments by the same number of days, across month ends", () => {
    expect(movedSchedule(schedule, 2, "2027-03-15", true)).toEqual([
      { id: 2, from: "2027-03-01", to: "2027-03-15" },
      { id: 3, from: "2027-06-01", to: "2027-06-15" },
    ]);
    expect(movedSchedule(schedule, 3, "2027-05-25", true)).toEqual([{ id: 3, from: "2027-06-01", to: "2027-05-25" }]);
  });

  it("changes nothing for the same date or an unknown invoice", () => {
    expect(movedSchedule(schedule, 2, "2027-03-01", true)).toEqual([]);
    expect(movedSchedule(schedule, 9, "2027-03-01", true)).toEqual([]);
  });
});
