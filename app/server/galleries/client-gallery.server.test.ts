import { describe, expect, it } from "vitest";
import { waitWords } from "./client-access.server";
import { galleryPhotoUrl, pageNumber, shownOrder } from "./client-gallery.server";
import { refusalStatus } from "./client-request.server";

describe("the client's gallery, pure parts", () => {
  it("shows photos in no set first, then each set in its order, each by position", () => {
    const links = [
      { id: 1, setId: 20 },
      { id: 2, setId: null },
      { id: 3, setId: 10 },
      { id: 4, setId: 20 },
      { id: 5, setId: null },
      { id: 6, setId: 99 }, // a set that is not listed (deleted meanwhile): last
    ];
    expect(shownOrder(links, [10, 20]).map((l) => l.id)).toEqual([2, 5, 3, 1, 4, 6]);
    expect(shownOrder([], [1])).toEqual([]);
  });

  it("reads ?page= forgivingly", () => {
    expect(pageNumber(null, 3)).toBe(1);
    expect(pageNumber("2", 3)).toBe(2);
    expect(pageNumber("9", 3)).toBe(3);
    expect(pageNumber("0", 3)).toBe(1);
    expect(pageNumber("-1", 3)).toBe(1);
    expect(pageNumber("1e3", 3)).toBe(1);
    expect(pageNumber("2", 0)).toBe(1);
  });

  it("maps every library variant to its gallery's photo route, and nothing else", () => {
    const name = "0123456789abcdef0123-800.jpg";
    expect(galleryPhotoUrl("abc", `private:${name}`)).toBe(`/g/abc/photo/${name}`);
    // A Photos library photo added to the gallery: served (and watermarked) by the gallery too.
    expect(galleryPhotoUrl("abc", `/media/${name}`)).toBe(`/g/abc/photo/${name}`);
    expect(galleryPhotoUrl("abc", `https://cdn.example.com/media/${name}`)).toBe(`/g/abc/photo/${name}`);
    // A built-in photo's build file, or anything not shaped like a variant, is left alone.
    expect(galleryPhotoUrl("abc", "/img/portfolio/wedding-1-800.avif")).toBe("/img/portfolio/wedding-1-800.avif");
    expect(galleryPhotoUrl("abc", "/media/../secret.jpg")).toBe("/media/../secret.jpg");
  });

  it("says when to try again in words", () => {
    expect(waitWords(1)).toBe("in 1 second");
    expect(waitWords(30)).toBe("in 30 seconds");
    expect(waitWords(60)).toBe("in about 1 minute");
    expect(waitWords(61)).toBe("in about 2 minutes");
    // A gallery paused after a long spell of guessing (decision 027) waits hours.
    expect(waitWords(90 * 60)).toBe("in about 90 minutes");
    expect(waitWords(2 * 3600)).toBe("in about 2 hours");
    expect(waitWords(32 * 3600 - 100)).toBe("in about 32 hours");
  });

  it("refuses each state with its own status", () => {
    const gallery = {} as never;
    expect(refusalStatus({ state: "unknown" })).toBe(404);
    expect(refusalStatus({ state: "draft", gallery })).toBe(404);
    expect(refusalStatus({ state: "expired", gallery })).toBe(410);
    expect(refusalStatus({ state: "locked", gallery })).toBe(403);
    expect(refusalStatus({ state: "open", gallery })).toBeUndefined();
  });
});
