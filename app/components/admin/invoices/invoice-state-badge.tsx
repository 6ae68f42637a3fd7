import { Badge } from "../admin-ui";

// An invoice's state as a badge, the same on the client's page and the invoice's own.

const STATE_BADGES = {
  paid: { tone: "good", words: "Paid" },
  due: { tone: "warn", words: "Due" },
  overdue: { tone: "bad", words: "Overdue" },
  void: { tone: "neutral", words: "Void" },
} as const;

export function InvoiceStateBadge({ state }: { state: keyof typeof STATE_BADGES }) {
  const { tone, words } = STATE_BADGES[state];
  return <Badge tone={tone}>{words}</Badge>;
}
