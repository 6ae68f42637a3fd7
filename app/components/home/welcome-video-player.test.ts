import { describe, expect, it } from "vitest";
import { isPlayerEndedMessage, isPlayerReadyMessage, playerSrc } from "./welcome-video-player";

const VIMEO = "https://player.vimeo.com";

describe("playerSrc", () => {
  it("adds autoplay with sound on", () => {
    expect(playerSrc("https://player.vimeo.com/video/76979871")).toBe(
      "https://player.vimeo.com/video/76979871?autoplay=1&muted=0",
    );
  });

  it("keeps the URL's own parameters and overrides a muted one", () => {
    const src = new URL(playerSrc("https://player.vimeo.com/video/1?h=abc&muted=1"));
    expect(src.searchParams.get("h")).toBe("abc");
    expect(src.searchParams.get("muted")).toBe("0");
    expect(src.searchParams.get("autoplay")).toBe("1");
  });
});

describe("isPlayerEndedMessage", () => {
  it("accepts finish and ended, as objects or JSON strings, from the video origin", () => {
    expect(isPlayerEndedMessage(VIMEO, { event: "finish" }, VIMEO)).toBe(true);
    expect(isPlayerEndedMessage(VIMEO, { event: "ended" }, VIMEO)).toBe(true);
    expect(isPlayerEndedMessage(VIMEO, '{"event":"finish","player_id":"x"}', VIMEO)).toBe(true);
  });

  it("ignores every other origin", () => {
    expect(isPlayerEndedMessage("https://evil.example", { event: "finish" }, VIMEO)).toBe(false);
    expect(isPlayerEndedMessage("http://localhost:3000", { event: "ended" }, VIMEO)).toBe(false);
  });

  it("ignores other events and garbage", () => {
    expect(isPlayerEndedMessage(VIMEO, { event: "play" }, VIMEO)).toBe(false);
    expect(isPlayerEndedMessage(VIMEO, "not json", VIMEO)).toBe(false);
    expect(isPlayerEndedMessage(VIMEO, null, VIMEO)).toBe(false);
    expect(isPlayerEndedMessage(VIMEO, 42, VIMEO)).toBe(false);
  });
});

describe("isPlayerReadyMessage", () => {
  const origin = "https://player.vimeo.com";
  it("recognises Vimeo's ready message, as an object or a JSON string, from the video origin only", () => {
    expect(isPlayerReadyMessage(origin, JSON.stringify({ event: "ready", player_id: "p" }), origin)).toBe(true);
    expect(isPlayerReadyMessage(origin, { event: "ready" }, origin)).toBe(true);
    expect(isPlayerReadyMessage("https://evil.example", { event: "ready" }, origin)).toBe(false);
    expect(isPlayerReadyMessage(origin, { event: "finish" }, origin)).toBe(false);
    expect(isPlayerReadyMessage(origin, "{not json", origin)).toBe(false);
  });
});
