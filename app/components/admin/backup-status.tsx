// The dashboard's "Backups" section: when the last backup finished, or a warning in words.
// The words come from the server (app/server/backup/status-words.ts).

export interface BackupNoticeView {
  tone: "good" | "bad";
  headline: string;
  details: string[];
}

export function BackupStatusSection({ notice }: { notice: BackupNoticeView }) {
  const bad = notice.tone === "bad";
  return (
    <section
      aria-labelledby="backups-title"
      className={`mt-8 rounded-lg border p-4 break-words sm:p-6 ${bad ? "border-danger/40 bg-red-50" : "border-ink/10 bg-white"}`}
      data-backup-status={notice.tone}
    >
      <h2 id="backups-title" className="mb-2 text-2xl">
        Backups
      </h2>
      <p className={`font-medium ${bad ? "text-danger" : ""}`}>
        {bad && <span className="sr-only">Warning: </span>}
        {notice.headline}
      </p>
      {notice.details.map((line) => (
        <p key={line} className="mt-2 text-sm text-ink-soft">
          {line}
        </p>
      ))}
    </section>
  );
}
