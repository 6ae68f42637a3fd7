import { useCallback, useEffect, useState } from "react";
import type { PhotoState, VariantLike } from "./photo-format";
import type { UploadItem } from "./upload-queue";

// After upload: each photo's processing state from the status endpoint, polled until it is ready
// or failed, and the one sentence a screen reader hears about the whole batch.

export const STATUS_URL = "/admin/photos/status";
const POLL_MS = 1500;

export interface Status {
  id: number;
  state: PhotoState;
  failureReason: string | null;
  variants: VariantLike[];
  width: number | null;
  height: number | null;
  placeholder: string | null;
}

/** Polls the status endpoint while any uploaded photo is still on its way to "ready" or "failed". */
export function usePhotoStatuses(items: readonly UploadItem[]): [Map<number, Status>, (photoId: number) => void] {
  const [statuses, setStatuses] = useState(() => new Map<number, Status>());
  const pending = items.flatMap((i) => {
    const state = i.photoId ? statuses.get(i.photoId)?.state : "ready";
    return i.photoId && state !== "ready" && state !== "failed" ? [i.photoId] : [];
  });
  const key = pending.join(",");
  const markQueued = useCallback((photoId: number) => {
    setStatuses((old) => {
      const status = old.get(photoId);
      if (!status) return old;
      return new Map(old).set(photoId, { ...status, state: "queued", failureReason: null });
    });
  }, []);
  useEffect(() => {
    if (!key) return;
    let stopped = false;
    const poll = async () => {
      try {
        const res = await fetch(`${STATUS_URL}?ids=${key}`, { headers: { Accept: "application/json" } });
        if (!res.ok) return;
        const body = (await res.json()) as { photos?: Status[] };
        if (stopped || !Array.isArray(body.photos)) return;
        const photos = body.photos;
        setStatuses((old) => {
          const next = new Map(old);
          for (const photo of photos) next.set(photo.id, photo);
          return next;
        });
      } catch {
        // A dropped poll is retried on the next tick.
      }
    };
    void poll();
    const timer = window.setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [key]);
  return [statuses, markQueued];
}

/**
 * The polite live region's text: a summary that changes only when a file is sent, refused,
 * ready or failed (not with every byte), so a screen reader hears each step once. Refused files
 * also carry their own alert with the server's message.
 */
export function announcement(items: readonly UploadItem[], statuses: Map<number, Status>): string {
  if (items.length === 0) return "";
  const count = (test: (item: UploadItem) => boolean) => items.filter(test).length;
  const state = (item: UploadItem) => (item.photoId ? statuses.get(item.photoId)?.state : undefined);
  const parts = [`${count((i) => i.phase === "uploaded")} of ${items.length} files sent`];
  const refused = count((i) => i.phase === "refused");
  if (refused) parts.push(`${refused} not uploaded`);
  const cancelled = count((i) => i.phase === "cancelled");
  if (cancelled) parts.push(`${cancelled} cancelled`);
  const ready = count((i) => state(i) === "ready");
  if (ready) parts.push(`${ready} ready`);
  const failed = count((i) => state(i) === "failed");
  if (failed) parts.push(`${failed} failed to process`);
  return `${parts.join(", ")}.`;
}
