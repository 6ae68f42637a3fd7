import { describe, expect, it } from "vitest";
import {
  describeSchedule,
  formatSessionWhen,
  mergeContract,
  unknownMergeFields,
  type MergeValues,
} from "./merge-fields";

const values: MergeValues = {
  client_names: "Anna & Ben",
  session_date: "Saturday, May 1, 2027 at 4:30 pm (Arizona time)",
  session_place: "Desert Botanical Garden",
  package: "Full Day",
  total: "$4,887.00",
  retainer: "$1,466.10",
  schedule: "- Retainer: $1,466.10, due at signing",
  photographer: "Maria Lopez",
};

describe("merge fields", () => {
  it("fills every field, as often as it appears", () => {
    expect(mergeContract("{client_names} and {photographer} agree. {client_names} pay {total}.", values)).toBe(
      "Anna & Ben and Maria Lopez agree. Anna & Ben pay $4,887.00.",
    );
  });
  it("leaves an unknown field as typed and lists it for the editor", () => {
    expect(mergeContract("Dear {clientname}", values)).toBe("Dear {clientname}");
    expect(unknownMergeFields("{clientname} {total} {constructor} {clientname}")).toEqual([
      "clientname",
      "constructor",
    ]);
  });
  it("never reads a value from the object's prototype", () => {
    expect(mergeContract("{constructor}", values)).toBe("{constructor}");
  });
  it("words dates in Arizona time and the schedule line by line", () => {
    expect(formatSessionWhen("2027-05-01", "16:30")).toBe("Saturday, May 1, 2027 at 4:30 pm (Arizona time)");
    expect(formatSessionWhen("2027-05-01", "00:05")).toBe("Saturday, May 1, 2027 at 12:05 am (Arizona time)");
    expect(formatSessionWhen(null, null)).toBe("To be agreed");
    expect(
      describeSchedule([
        { position: 1, label: "Retainer", amountCents: 146_610, taxCents: 0, dueOn: null },
        { position: 2, label: "Balance", amountCents: 342_090, taxCents: 0, dueOn: "2027-04-01" },
      ]),
    ).toBe("- Retainer: $1,466.10, due at signing\n- Balance: $3,420.90, due Thursday, April 1, 2027");
  });
});
