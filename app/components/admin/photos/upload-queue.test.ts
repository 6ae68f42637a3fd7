import { describe, expect, it } from "vitest";
import { batchProgress, UploadQueue, type SendResult, type Sender } from "./upload-queue";
import { readAnswer } from "./xhr-sender";

/** A sender the test drives by hand: each call waits until the test resolves it. */
function manualSender() {
  const calls: Array<{
    name: string;
    progress: (n: number) => void;
    resolve: (r: SendResult) => void;
    aborted: boolean;
  }> = [];
  const send: Sender = (file, onProgress) => {
    let resolve!: (r: SendResult) => void;
    const done = new Promise<SendResult>((r) => (resolve = r));
    const call = { name: file.name, progress: onProgress, resolve, aborted: false };
    calls.push(call);
    return { done, abort: () => (call.aborted = true) };
  };
  return { send, calls };
}

const file = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: "image/jpeg" });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("upload queue", () => {
  it("sends two files at a time, one per request, and starts the next when one finishes", async () => {
    const { send, calls } = manualSender();
    const queue = new UploadQueue(send);
    queue.add([file("a.jpg"), file("b.jpg"), file("c.jpg")]);
    expect(calls.map((c) => c.name)).toEqual(["a.jpg", "b.jpg"]);
    expect(queue.snapshot().map((i) => i.phase)).toEqual(["uploading", "uploading", "waiting"]);
    calls[0]!.progress(50);
    expect(batchProgress(queue.snapshot())).toEqual({ loaded: 50, total: 300, done: false });
    calls[0]!.resolve({ ok: true, photoId: 9 });
    await tick();
    expect(calls.map((c) => c.name)).toEqual(["a.jpg", "b.jpg", "c.jpg"]);
    expect(queue.snapshot()[0]).toMatchObject({ phase: "uploaded", photoId: 9, loaded: 100 });
  });

  it("keeps each refused file's message and goes on with the others", async () => {
    const { send, calls } = manualSender();
    const queue = new UploadQueue(send);
    queue.add([file("x.svg"), file("y.jpg")]);
    calls[0]!.resolve({ ok: false, error: "x.svg is an SVG drawing, not a photo." });
    calls[1]!.resolve({ ok: true, photoId: 2 });
    await tick();
    expect(queue.snapshot().map((i) => [i.phase, i.error])).toEqual([
      ["refused", "x.svg is an SVG drawing, not a photo."],
      ["uploaded", undefined],
    ]);
    expect(batchProgress(queue.snapshot())).toEqual({ loaded: 200, total: 200, done: true });
  });

  it("cancels one file or the whole batch, aborting what is in flight", async () => {
    const { send, calls } = manualSender();
    const queue = new UploadQueue(send);
    queue.add([file("a.jpg"), file("b.jpg"), file("c.jpg"), file("d.jpg")]);
    queue.cancel(queue.snapshot()[0]!.key);
    expect(calls[0]!.aborted).toBe(true);
    expect(calls.map((c) => c.name)).toEqual(["a.jpg", "b.jpg", "c.jpg"]);
    // The aborted request's late answer changes nothing.
    calls[0]!.resolve({ ok: false, error: "Cancelled." });
    await tick();
    expect(queue.snapshot()[0]!.phase).toBe("cancelled");
    queue.cancelAll();
    expect(queue.snapshot().map((i) => i.phase)).toEqual(["cancelled", "cancelled", "cancelled", "cancelled"]);
    expect(calls).toHaveLength(3);
    expect(batchProgress(queue.snapshot())).toEqual({ loaded: 0, total: 0, done: true });
    queue.clearFinished();
    expect(queue.snapshot()).toEqual([]);
  });
});

describe("reading the upload endpoint's answer", () => {
  it("takes the photo id of an accepted file", () => {
    const body = JSON.stringify({ results: [{ filename: "a.jpg", ok: true, photo: { id: 4, state: "queued" } }] });
    expect(readAnswer(200, body, "a.jpg")).toEqual({ ok: true, photoId: 4 });
  });
  it("shows the server's own message for a refused file", () => {
    const body = JSON.stringify({ results: [{ filename: "a.svg", ok: false, error: "SVG is not a photo." }] });
    expect(readAnswer(200, body, "a.svg")).toEqual({ ok: false, error: "SVG is not a photo." });
    expect(
      readAnswer(413, JSON.stringify({ error: "big.tif is over 60 MB.", filename: "big.tif" }), "big.tif"),
    ).toEqual({ ok: false, error: "big.tif is over 60 MB." });
  });
  it("explains a lost session or an HTML error page in plain words", () => {
    expect(readAnswer(401, "", "a.jpg").ok).toBe(false);
    expect(readAnswer(502, "<html>", "a.jpg")).toEqual({
      ok: false,
      error: "The server could not take this photo. Try again in a minute.",
    });
  });
});
