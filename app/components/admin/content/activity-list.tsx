import { formatDateTime } from "../admin-ui";

export interface ActivityView {
  id: number;
  actorEmail: string;
  area: string;
  summary: string;
  at: string;
}

/** The activity log's latest entries: what changed, where, by whom, when. */
export function ActivityList({ entries }: { entries: readonly ActivityView[] }) {
  if (entries.length === 0) return <p className="text-ink-soft">No changes to the site's content yet.</p>;
  return (
    <ol className="divide-y divide-ink/10" data-testid="activity-log">
      {entries.map((entry) => (
        <li key={entry.id} className="py-3">
          <p className="font-medium">{`${entry.area}: ${entry.summary}`}</p>
          <p className="text-sm text-ink-soft">
            {entry.actorEmail} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
