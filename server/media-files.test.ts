import { describe, expect, it } from "vitest";
import { ByteCache } from "./media-files";

describe("ByteCache", () => {
  it("keeps at most its capacity, dropping the least recently used first", () => {
    const cache = new ByteCache(10);
    cache.set("a", Buffer.alloc(4));
    cache.set("b", Buffer.alloc(4));
    expect(cache.get("a")?.length).toBe(4); // a is now the most recent
    cache.set("c", Buffer.alloc(4));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.size).toBe(8);
  });

  it("never holds a file larger than itself, and replaces a key's bytes", () => {
    const cache = new ByteCache(10);
    cache.set("big", Buffer.alloc(11));
    expect(cache.get("big")).toBeUndefined();
    cache.set("a", Buffer.alloc(3));
    cache.set("a", Buffer.alloc(5));
    expect(cache.size).toBe(5);
  });
});
