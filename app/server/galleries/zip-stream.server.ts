import { once } from "node:events";
import type { Readable } from "node:stream";
import { ZipArchive } from "archiver";

// A ZIP written while it is sent (docs/decisions/025 "Downloads"): no archive is ever built in
// memory or on disk. Photos are stored, not compressed (a JPEG does not shrink), so the work is
// copying bytes. Entries are added one at a time: the next photo is opened only when the previous
// one has gone into the archive, and the archive only takes bytes as fast as the client reads
// them, so memory stays flat whatever the gallery's size. Past 4 GB archiver writes ZIP64 records
// by itself (the offsets in the central directory no longer fit 32 bits).

export interface ZipEntry {
  /** Path inside the archive, "Ceremony/IMG_0001.jpg". */
  name: string;
  /** Opens the entry's bytes when its turn comes. */
  open(): Promise<Readable>;
}

/**
 * A web stream of bytes that reads `source` only when asked (highWaterMark 0): the HTTP layer pulls
 * a chunk, writes it, waits for the socket to drain, pulls the next. Cancelling (the client went
 * away) destroys the source and calls `onCancel`.
 */
export function pullStream(source: Readable, onCancel?: () => void): ReadableStream<Uint8Array> {
  let iterator: AsyncIterator<unknown> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        iterator ??= source[Symbol.asyncIterator]();
        const { value, done } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(value instanceof Uint8Array ? value : Buffer.from(value as string));
      },
      async cancel() {
        onCancel?.();
        source.destroy();
        await iterator?.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The ZIP of `entries` as a stream. A client that goes away (`signal` aborts, or the body is
 * cancelled) stops the work: the entry being read is destroyed and no further entry is opened.
 */
export function zipStream(entries: readonly ZipEntry[], signal: AbortSignal, onError: (error: Error) => void) {
  const archive = new ZipArchive({ store: true, highWaterMark: 256 * 1024 });
  const stopping = new AbortController();
  let current: Readable | undefined;
  const stop = () => {
    if (stopping.signal.aborted) return;
    stopping.abort();
    current?.destroy();
    archive.abort();
  };
  if (signal.aborted) stop();
  signal.addEventListener("abort", stop, { once: true });
  archive.on("warning", (error) => onError(error));
  archive.on("error", (error) => {
    onError(error);
    stop();
  });

  void (async () => {
    try {
      for (const entry of entries) {
        if (stopping.signal.aborted) return;
        const source = await entry.open();
        if (stopping.signal.aborted) {
          source.destroy();
          return;
        }
        current = source;
        const added = once(archive, "entry", { signal: stopping.signal });
        archive.append(source, { name: entry.name, store: true });
        // Back-pressure: the next file is opened only once this one is in the archive, and the
        // archive takes bytes only as fast as the client reads them.
        await added;
        current = undefined;
      }
      await archive.finalize();
    } catch (error) {
      if (!stopping.signal.aborted) {
        onError(error as Error);
        // A half-written ZIP must not look complete: the response ends with an error.
        archive.destroy(error as Error);
      }
    } finally {
      signal.removeEventListener("abort", stop);
    }
  })();

  return pullStream(archive, stop);
}
