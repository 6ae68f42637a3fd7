import { Badge, Cell, formatDateTime, ResponsiveTable, Row } from "../admin-ui";
import { CopyButton } from "./copy-button";

// What the clients did, read only: their favourite lists, sent or not yet (with the filenames
// ready for Lightroom's filter), and every download.

export interface FavouriteList {
  id: number;
  person: string;
  name: string;
  /** When the client last sent it; null when never. */
  submittedAt: string | null;
  changedAt: string;
  /** Hearts she sees that the client has not sent (never sent, or changed since). */
  notSentYet: boolean;
  photos: Array<{ filename: string; note: string }>;
  lightroom: string;
}

/** "Sent …", "Not sent yet …" or both: whether the client has said these are her choices. */
function listState(list: FavouriteList) {
  const count = `${list.photos.length} ${list.photos.length === 1 ? "photo" : "photos"}`;
  const changed = `last change ${formatDateTime(list.changedAt)}`;
  if (list.submittedAt === null) return `${count} · never sent · ${changed}`;
  const sent = `sent ${formatDateTime(list.submittedAt)}`;
  return list.notSentYet ? `${count} · ${sent}, changed since · ${changed}` : `${count} · ${sent}`;
}

export function FavouriteLists({ lists }: { lists: readonly FavouriteList[] }) {
  if (lists.length === 0) return <p>No favourites yet.</p>;
  return (
    <div className="space-y-8">
      <p className="text-sm text-ink-soft">
        Hearts show here as the client makes them. A list marked “Not sent yet” may still change: wait until the client
        sends it (you get an e-mail) before you start editing.
      </p>
      {lists.map((list) => (
        <article key={list.id} aria-labelledby={`list-${list.id}`} data-testid="favourite-list">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 id={`list-${list.id}`} className="text-xl">
              {list.person}: “{list.name}”
            </h3>
            <Badge tone={list.notSentYet ? "warn" : "good"}>{list.notSentYet ? "Not sent yet" : "Sent"}</Badge>
          </div>
          <p className="text-sm text-ink-soft">{listState(list)}</p>
          <label htmlFor={`lightroom-${list.id}`} className="field-label mt-3">
            Filenames for Lightroom&apos;s filter (without extensions, so they find the raw files too)
          </label>
          <textarea
            id={`lightroom-${list.id}`}
            readOnly
            rows={2}
            value={list.lightroom}
            className="field-input font-mono text-sm"
          />
          <p className="mt-2">
            <CopyButton text={list.lightroom} label="Copy filenames" done="Filenames copied." />
          </p>
          <ResponsiveTable caption={`Photos of ${list.person}'s list ${list.name}`} columns={["Filename", "Note"]}>
            {list.photos.map((photo, i) => (
              <Row key={`${photo.filename}-${i}`}>
                <Cell label="Filename">{photo.filename}</Cell>
                <Cell label="Note">{photo.note || "—"}</Cell>
              </Row>
            ))}
          </ResponsiveTable>
        </article>
      ))}
    </div>
  );
}

export interface DownloadEntry {
  id: number;
  who: string;
  at: string;
  what: string;
  size: string;
}

export function DownloadLog({ entries, limit }: { entries: readonly DownloadEntry[]; limit: number }) {
  if (entries.length === 0) return <p>Nothing downloaded yet.</p>;
  return (
    <>
      {entries.length >= limit && <p className="mb-2 text-sm text-ink-soft">The latest {limit} downloads.</p>}
      <ResponsiveTable caption="Downloads" columns={["Who", "When", "What", "Size"]}>
        {entries.map((d) => (
          <Row key={d.id}>
            <Cell label="Who">{d.who}</Cell>
            <Cell label="When">{formatDateTime(d.at)}</Cell>
            <Cell label="What">{d.what}</Cell>
            <Cell label="Size">{d.size}</Cell>
          </Row>
        ))}
      </ResponsiveTable>
    </>
  );
}
