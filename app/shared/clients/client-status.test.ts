import { describe, expect, it } from "vitest";
import {
  CLIENT_STATUSES,
  lostReasonLabel,
  manualStatusChanges,
  statusChangeLabel,
  statusChangeRefusal,
} from "./client-status";

describe("the status changes she makes by hand", () => {
  it("moves one step along New enquiry → Proposal sent → Booked → Completed, or to Lost", () => {
    expect(manualStatusChanges("new")).toEqual(["proposal_sent", "lost"]);
    expect(manualStatusChanges("proposal_sent")).toEqual(["booked", "lost"]);
    expect(manualStatusChanges("booked")).toEqual(["completed", "lost"]);
  });

  it("ends at Completed, and reopens a lost client as a new enquiry only", () => {
    expect(manualStatusChanges("completed")).toEqual([]);
    expect(manualStatusChanges("lost")).toEqual(["new"]);
  });

  it("refuses every other change in plain words, and allows exactly the listed ones", () => {
    for (const from of CLIENT_STATUSES) {
      for (const to of CLIENT_STATUSES) {
        const allowed = manualStatusChanges(from).includes(to);
        expect(statusChangeRefusal(from, to) === undefined, `${from} → ${to}`).toBe(allowed);
      }
    }
    expect(statusChangeRefusal("new", "booked")).toBe(
      "A client who is “New enquiry” cannot be moved to “Booked” by hand. Reload the page to see the changes you can make.",
    );
    expect(statusChangeRefusal("booked", "booked")).toBe("This client is already “Booked”.");
    expect(statusChangeRefusal("completed", "lost")).toMatch(/cannot be moved/);
  });

  it("names each button", () => {
    expect(statusChangeLabel("new", "proposal_sent")).toBe("Mark as proposal sent");
    expect(statusChangeLabel("booked", "completed")).toBe("Mark as completed");
    expect(statusChangeLabel("proposal_sent", "lost")).toBe("Mark as lost");
    expect(statusChangeLabel("lost", "new")).toBe("Reopen as a new enquiry");
  });

  it("words a lost reason from its key, and never shows a blank", () => {
    expect(lostReasonLabel("over_budget")).toBe("Over budget");
    expect(lostReasonLabel("other_photographer")).toBe("Chose another photographer");
    expect(lostReasonLabel(null)).toBe("No reason given");
    expect(lostReasonLabel("Moved away")).toBe("Moved away");
  });
});
