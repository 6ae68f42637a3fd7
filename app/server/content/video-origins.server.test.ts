import { describe, expect, it } from "vitest";
import { allowedVideoOrigins, videoOriginOf } from "./video-origins.server";

describe("welcome video origins", () => {
  it("allows Vimeo's player, plus WELCOME_VIDEO_ORIGIN when it is another https origin", () => {
    expect(allowedVideoOrigins({ WELCOME_VIDEO_ORIGIN: "https://player.vimeo.com" })).toEqual([
      "https://player.vimeo.com",
    ]);
    expect(allowedVideoOrigins({ WELCOME_VIDEO_ORIGIN: "https://www.youtube-nocookie.com/embed" })).toEqual([
      "https://player.vimeo.com",
      "https://www.youtube-nocookie.com",
    ]);
    expect(allowedVideoOrigins({ WELCOME_VIDEO_ORIGIN: "http://insecure.test" })).toEqual(["https://player.vimeo.com"]);
  });

  it("derives a saved URL's origin only when it is an allowed https player", () => {
    const allowed = ["https://player.vimeo.com"];
    expect(videoOriginOf("https://player.vimeo.com/video/1?h=abc", allowed)).toBe("https://player.vimeo.com");
    expect(videoOriginOf("http://player.vimeo.com/video/1", allowed)).toBeUndefined();
    expect(videoOriginOf("https://evil.test/video/1", allowed)).toBeUndefined();
    expect(videoOriginOf("https://user:pw@player.vimeo.com/video/1", allowed)).toBeUndefined();
    expect(videoOriginOf("not a url", allowed)).toBeUndefined();
  });
});
