// The browser side of a batch upload, kept free of React and of XMLHttpRequest so it can be tested
// on its own: one file per request (a refused file never sinks the others, and each gets its own
// progress), at most two requests at a time (a phone's uplink is shared, the server processes one
// photo at a time anyway), cancel per file or for the whole batch.

export type UploadPhase = "waiting" | "uploading" | "uploaded" | "refused" | "cancelled";

export interface UploadItem {
  key: number;
  name: string;
  size: number;
  phase: UploadPhase;
  /** Bytes sent so far (of `size`). */
  loaded: number;
  /** The server's message when it refused the file, or why the upload failed. */
  error?: string;
  /** The library photo, once the server accepted the file. */
  photoId?: number;
}

/** What the server answered for one file; `error` is shown to the photographer as is. */
export type SendResult = { ok: true; photoId: number } | { ok: false; error: string };

export interface SendHandle {
  done: Promise<SendResult>;
  abort(): void;
}

/** Sends one file; calls onProgress with the bytes sent so far. */
export type Sender = (file: File, onProgress: (loaded: number) => void) => SendHandle;

export const MAX_PARALLEL_UPLOADS = 2;

export class UploadQueue {
  private items: UploadItem[] = [];
  private files = new Map<number, File>();
  private running = new Map<number, SendHandle>();
  private listeners = new Set<() => void>();
  private nextKey = 1;

  constructor(
    private readonly send: Sender,
    private readonly parallel = MAX_PARALLEL_UPLOADS,
  ) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A new array on every change, so React's useSyncExternalStore sees it. */
  snapshot(): readonly UploadItem[] {
    return this.items;
  }

  add(files: Iterable<File>): void {
    for (const file of files) {
      const key = this.nextKey++;
      this.files.set(key, file);
      this.items = [...this.items, { key, name: file.name, size: file.size, phase: "waiting", loaded: 0 }];
    }
    this.changed();
    this.pump();
  }

  cancel(key: number): void {
    const item = this.items.find((i) => i.key === key);
    if (!item || (item.phase !== "waiting" && item.phase !== "uploading")) return;
    this.running.get(key)?.abort();
    this.running.delete(key);
    this.files.delete(key);
    this.update(key, { phase: "cancelled" });
    this.pump();
  }

  cancelAll(): void {
    // Waiting files first, or cancelling a running one would start the next.
    for (const item of this.items) if (item.phase === "waiting") this.cancel(item.key);
    for (const item of this.items) this.cancel(item.key);
  }

  /** Forgets finished rows (uploaded, refused, cancelled) so a new batch starts clean. */
  clearFinished(): void {
    this.items = this.items.filter((i) => i.phase === "waiting" || i.phase === "uploading");
    this.changed();
  }

  private pump(): void {
    while (this.running.size < this.parallel) {
      const next = this.items.find((i) => i.phase === "waiting");
      const file = next && this.files.get(next.key);
      if (!next || !file) return;
      this.start(next.key, file);
    }
  }

  private start(key: number, file: File): void {
    this.update(key, { phase: "uploading" });
    const handle = this.send(file, (loaded) => {
      if (this.running.has(key)) this.update(key, { loaded: Math.min(loaded, file.size) });
    });
    this.running.set(key, handle);
    void handle.done.then(
      (result) => this.finish(key, result),
      (error: unknown) =>
        this.finish(key, { ok: false, error: error instanceof Error ? error.message : "The upload failed." }),
    );
  }

  private finish(key: number, result: SendResult): void {
    // A cancelled upload's late answer changes nothing.
    if (!this.running.delete(key)) return;
    this.files.delete(key);
    const size = this.items.find((i) => i.key === key)?.size ?? 0;
    this.update(
      key,
      result.ok
        ? { phase: "uploaded", loaded: size, photoId: result.photoId }
        : { phase: "refused", error: result.error },
    );
    this.pump();
  }

  private update(key: number, patch: Partial<UploadItem>): void {
    this.items = this.items.map((i) => (i.key === key ? { ...i, ...patch } : i));
    this.changed();
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The batch's progress: bytes sent over bytes to send, leaving out cancelled files. */
export function batchProgress(items: readonly UploadItem[]): { loaded: number; total: number; done: boolean } {
  let loaded = 0;
  let total = 0;
  for (const item of items) {
    if (item.phase === "cancelled") continue;
    total += item.size;
    loaded += item.phase === "refused" || item.phase === "uploaded" ? item.size : item.loaded;
  }
  const done = items.every((i) => i.phase !== "waiting" && i.phase !== "uploading");
  return { loaded, total, done };
}
