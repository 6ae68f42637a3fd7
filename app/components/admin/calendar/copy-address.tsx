import { useState } from "react";

// The feed's address in a read-only field (select it and copy by hand, without JavaScript), with a
// Copy button once the page's script runs. The button says when it copied.

export function CopyAddress({ url }: { url: string }) {
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  };
  return (
    <div>
      <label htmlFor="calendar-url" className="field-label">
        Your calendar&apos;s address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="calendar-url"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby="calendar-url-help"
          className="field-input min-w-0 flex-1 font-mono text-sm"
        />
        <button type="button" onClick={() => void copy()} className="btn-primary shrink-0">
          Copy the address
        </button>
      </div>
      <p id="calendar-url-help" className="mt-1 text-sm text-ink-soft" aria-live="polite">
        {copied === "yes"
          ? "Copied: paste it into your calendar app."
          : copied === "no"
            ? "Your browser did not allow copying: select the address above and copy it."
            : "Keep it to yourself: anyone with this address can see your sessions and who owes what."}
      </p>
    </div>
  );
}
