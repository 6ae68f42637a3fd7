import { useState } from "react";
import { smallButton } from "../admin-ui";

// Copies a text to the clipboard and says so (politely, for screen readers). The text itself is
// always on the page too, selectable, so nothing depends on the clipboard or on JavaScript.

export function CopyButton({ text, label, done = "Copied." }: { text: string; label: string; done?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className={smallButton}
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setState("copied"),
            () => setState("failed"),
          );
        }}
      >
        {label}
      </button>
      <span aria-live="polite" className="text-sm text-ink-soft">
        {state === "copied" ? done : state === "failed" ? "Could not copy: select the text and copy it." : ""}
      </span>
    </span>
  );
}
