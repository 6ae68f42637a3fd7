import { useEffect, useRef, useState } from "react";

// Saved as she types (issue 29 §3): a small progressive enhancement of the questionnaire's form.
// Without a script the form's Save button posts it; with one, each change is posted in the
// background a moment after she stops typing (intent "autosave", answered in JSON), and a change
// still waiting when she leaves the page is sent with sendBeacon.

export type AutosaveState =
  { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: string } | { kind: "failed"; message: string };

const DELAY_MS = 800;
const TIME = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "America/Phoenix" });

function body(form: HTMLFormElement): FormData {
  const data = new FormData(form);
  data.set("intent", "autosave");
  return data;
}

export function useAutosave(form: React.RefObject<HTMLFormElement | null>, action: string, enabled: boolean) {
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const element = form.current;
    if (!element || !enabled) return;
    const save = async () => {
      pending.current = undefined;
      setState({ kind: "saving" });
      try {
        const res = await fetch(action, {
          method: "POST",
          body: body(element),
          headers: { Accept: "application/json" },
        });
        const answer = (await res.json().catch(() => ({}))) as { savedAt?: string; error?: string };
        if (res.ok && answer.savedAt) setState({ kind: "saved", at: TIME.format(new Date(answer.savedAt)) });
        else
          setState({
            kind: "failed",
            message: answer.error ?? "Not saved. Please check your connection and try again.",
          });
      } catch {
        setState({
          kind: "failed",
          message: "Not saved: you seem to be offline. Your answers will be saved when you type again.",
        });
      }
    };
    const changed = () => {
      clearTimeout(pending.current);
      pending.current = setTimeout(() => void save(), DELAY_MS);
    };
    const leaving = () => {
      if (pending.current === undefined) return;
      clearTimeout(pending.current);
      navigator.sendBeacon(action, body(element));
    };
    element.addEventListener("input", changed);
    element.addEventListener("change", changed);
    window.addEventListener("pagehide", leaving);
    return () => {
      clearTimeout(pending.current);
      element.removeEventListener("input", changed);
      element.removeEventListener("change", changed);
      window.removeEventListener("pagehide", leaving);
    };
  }, [form, action, enabled]);

  return state;
}

/** After "Send my answers" with questions left: focus the first one she still has to answer. */
export function useFocusFirstError(hasErrors: boolean) {
  useEffect(() => {
    if (!hasErrors) return;
    const first = document.querySelector<HTMLElement>(
      "#questionnaire [data-invalid] input, #questionnaire [data-invalid] textarea",
    );
    first?.focus();
  }, [hasErrors]);
}
