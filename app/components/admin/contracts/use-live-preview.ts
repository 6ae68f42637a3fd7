import { useRef } from "react";
import { useFetcher, type ShouldRevalidateFunction } from "react-router";
import type { ContractPreviewView, LivePreview } from "./contract-fields";

// The contract preview, live: a moment after she stops typing, the form is posted with the
// "preview" intent by a fetcher (the page's own action renders it on the server; nothing is saved).
// Without JavaScript the Preview button does the same with a full page.

type PreviewAnswer = { preview?: ContractPreviewView; fields?: Record<string, string>; error?: string };

const PAUSE_MS = 600;

export function useLivePreview(intent: string): {
  onInput: (event: React.FormEvent<HTMLFormElement>) => void;
  live: LivePreview | undefined;
} {
  const fetcher = useFetcher<PreviewAnswer>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const data = new FormData(form);
      data.set("intent", intent);
      void fetcher.submit(data, { method: "post" });
    }, PAUSE_MS);
  };
  const answer = fetcher.data;
  const problem = answer?.fields ? Object.values(answer.fields).join(" ") : answer?.error;
  return { onInput, live: answer ? { preview: answer.preview, problem } : undefined };
}

/** The route's shouldRevalidate: a preview changes nothing, so the page's data is not read again. */
export const skipRevalidationAfterPreview =
  (intent: string): ShouldRevalidateFunction =>
  ({ formData, defaultShouldRevalidate }) =>
    formData?.get("intent") === intent ? false : defaultShouldRevalidate;
