import { CLIENT_STATUS_LABELS, type ClientStatus } from "~/shared/clients/client-status";
import { Badge } from "../admin-ui";

const TONES: Record<ClientStatus, "neutral" | "good" | "warn" | "bad"> = {
  new: "warn",
  proposal_sent: "neutral",
  booked: "good",
  completed: "good",
  lost: "bad",
};

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return <Badge tone={TONES[status]}>{CLIENT_STATUS_LABELS[status]}</Badge>;
}
