import type { ApplyCodesView } from "~/shared/booking/codes-breakdown";

// The server's answer to a pay form's Apply button (decision 052), under the code fields: what the
// codes take off and what is left to pay by card, in a polite live region so it is read out when it
// comes in place; a refusal in its own alert, in the pay route's words.

export function CodesAnswer({ id, answer, busy }: { id: string; answer: ApplyCodesView | null; busy: boolean }) {
  return (
    <>
      <div id={id} aria-live="polite" className="min-w-0 sm:col-span-2" data-testid="codes-answer">
        {busy ? (
          <p className="text-sm text-ink-soft">Checking your codes…</p>
        ) : (
          answer?.ok && (
            <div className="rounded-md border border-ink/15 bg-white px-4 py-3 break-words">
              <ul className="space-y-1">
                {answer.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="mt-2 font-semibold">{answer.rest}</p>
              <p className="mt-1 text-sm text-ink-soft">{answer.note}</p>
            </div>
          )
        )}
      </div>
      {!busy && answer && !answer.ok && (
        <p role="alert" className="rounded-md bg-amber-50 px-4 py-3 break-words text-amber-950 sm:col-span-2">
          {answer.error}
        </p>
      )}
    </>
  );
}
