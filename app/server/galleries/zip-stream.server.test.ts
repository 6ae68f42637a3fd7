import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { zipStream, type ZipEntry } from "./zip-stream.server";

// The streamed ZIP: entries are opened one at a time as the reader takes bytes, and a reader that
// goes away stops the work (the open file is destroyed, no further file is opened).

const MB = 1024 * 1024;

function entries(count: number, size: number, log: { opened: number[]; destroyed: number[] }): ZipEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `photo-${i}.jpg`,
    async open() {
      log.opened.push(i);
      let sent = 0;
      const source = new Readable({
        read() {
          if (sent >= size) return this.push(null);
          const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent), i);
          sent += chunk.length;
          this.push(chunk);
        },
        destroy(error, callback) {
          log.destroyed.push(i);
          callback(error);
        },
      });
      return source;
    },
  }));
}

describe("zipStream", () => {
  it("writes every entry, readable back, opening each only when its turn comes", async () => {
    const log = { opened: [] as number[], destroyed: [] as number[] };
    const body = zipStream(entries(3, 300 * 1024, log), new AbortController().signal, (e) => {
      throw e;
    });
    const bytes = Buffer.from(await new Response(body).arrayBuffer());
    expect(log.opened).toEqual([0, 1, 2]);
    const names = await new Promise<string[]>((resolve, reject) => {
      yauzl.fromBuffer(bytes, { lazyEntries: false }, (error, zip) => {
        if (error || !zip) return reject(error);
        const found: string[] = [];
        zip.on("entry", (entry: yauzl.Entry) => {
          expect(entry.compressionMethod).toBe(0); // stored
          expect(entry.uncompressedSize).toBe(300 * 1024);
          found.push(entry.fileName);
        });
        zip.on("end", () => resolve(found));
      });
    });
    expect(names).toEqual(["photo-0.jpg", "photo-1.jpg", "photo-2.jpg"]);
  });

  it("reads no further than the reader (back-pressure) and stops when the reader goes away", async () => {
    const log = { opened: [] as number[], destroyed: [] as number[] };
    const controller = new AbortController();
    const body = zipStream(entries(20, 4 * MB, log), controller.signal, () => undefined);
    const reader = body.getReader();
    let received = 0;
    while (received < MB) received += (await reader.read()).value?.length ?? 0;
    await new Promise((r) => setTimeout(r, 100));
    // 80 MB of entries, 1 MB read: only the first file is open.
    expect(log.opened).toEqual([0]);
    await reader.cancel();
    await new Promise((r) => setTimeout(r, 100));
    expect(log.destroyed).toContain(0);
    expect(log.opened).toEqual([0]);
  });
});
