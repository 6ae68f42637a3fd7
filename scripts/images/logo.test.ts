import { describe, expect, it } from "vitest";
import { whiteToTransparent } from "./logo";

const alphaOf = (rgb: number[]) => whiteToTransparent(Uint8Array.from(rgb), 3)[3];

describe("whiteToTransparent (SPEC §2.1)", () => {
  it("makes a pixel transparent when red, green and blue are each above 240", () => {
    expect(alphaOf([241, 241, 241])).toBe(0);
    expect(alphaOf([255, 255, 255])).toBe(0);
  });

  it("keeps a pixel when any channel is 240 or below", () => {
    expect(alphaOf([240, 255, 255])).toBe(255);
    expect(alphaOf([255, 240, 255])).toBe(255);
    expect(alphaOf([250, 250, 239])).toBe(255);
    expect(alphaOf([0, 0, 0])).toBe(255);
  });

  it("turns RGB into RGBA, keeping colours, and leaves its input alone", () => {
    const input = Uint8Array.from([10, 20, 30, 250, 250, 250]);
    const out = whiteToTransparent(input, 3);
    expect([...out]).toEqual([10, 20, 30, 255, 250, 250, 250, 0]);
    expect([...input]).toEqual([10, 20, 30, 250, 250, 250]);
  });

  it("keeps the alpha of an RGBA pixel that is not white", () => {
    const out = whiteToTransparent(Uint8Array.from([100, 100, 100, 128, 245, 245, 245, 255]), 4);
    expect([...out]).toEqual([100, 100, 100, 128, 245, 245, 245, 0]);
  });

  it("refuses a buffer that is not whole pixels", () => {
    expect(() => whiteToTransparent(Uint8Array.from([1, 2, 3, 4]), 3)).toThrow(/multiple of 3/);
  });
});
