import { Notice } from "../admin-ui";

// What an editor says after a save: saved (with a link to see it, for what the site shows), refused
// with field messages, or refused because another tab or person saved first (optimistic concurrency).

export function SaveOutcome({
  result,
  viewOnSite,
  reloadTo,
}: {
  result: unknown;
  /** Where the site shows the change; moderation screens (orders, enquiries) have none. */
  viewOnSite?: string;
  /** The editor's own address, for a stale save (default: this page). */
  reloadTo?: string;
}) {
  if (!result || typeof result !== "object") return null;
  if ("saved" in result && "notice" in result) {
    return (
      <Notice>
        {String(result.notice)}
        {viewOnSite && (
          <>
            {" "}
            <a href={viewOnSite} className="font-medium underline underline-offset-4">
              View on site
            </a>
          </>
        )}
      </Notice>
    );
  }
  if ("stale" in result && result.stale) {
    return (
      <Notice tone="bad">
        Not saved: this page was changed in another tab or window after you opened it, and saving now would overwrite
        that change. Copy anything you want to keep, then{" "}
        <a href={reloadTo ?? ""} className="font-medium underline underline-offset-4">
          reload to see the latest version
        </a>
        .
      </Notice>
    );
  }
  if ("error" in result) return <Notice tone="bad">{String(result.error)}</Notice>;
  return null;
}

/** The fields' messages and the values typed, from a refused save (so nothing typed is lost). */
export function refusedInput(result: unknown): { errors: Record<string, string>; values: Record<string, string> } {
  const r = (result ?? {}) as { fields?: Record<string, string>; values?: Record<string, string> };
  return { errors: r.fields ?? {}, values: r.values ?? {} };
}
