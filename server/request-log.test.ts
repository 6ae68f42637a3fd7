import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { batchedLineWriter } from "./request-log";

describe("batchedLineWriter", () => {
  it("writes the lines of one event-loop turn in one write, in order", async () => {
    const writes: string[] = [];
    const log = batchedLineWriter((text) => writes.push(text));
    log("GET / 200 0.1ms 10");
    log("GET /work 200 0.2ms 20");
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(["GET / 200 0.1ms 10\nGET /work 200 0.2ms 20\n"]);
    log("GET /blog 200 0.1ms 30");
    await nextTurn();
    expect(writes).toEqual(["GET / 200 0.1ms 10\nGET /work 200 0.2ms 20\n", "GET /blog 200 0.1ms 30\n"]);
  });

  it("writes what is pending when the process exits", () => {
    const writes: string[] = [];
    const log = batchedLineWriter((text) => writes.push(text));
    log("GET / 200 0.1ms 10");
    process.emit("exit", 0);
    expect(writes).toEqual(["GET / 200 0.1ms 10\n"]);
  });
});
