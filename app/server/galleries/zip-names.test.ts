import { describe, expect, it } from "vitest";
import { safeZipName, ZipNames } from "./zip-names";

describe("ZIP entry names", () => {
  it("numbers repeated names before the extension, ignoring case", () => {
    const names = new ZipNames();
    expect(
      ["IMG_0001.jpg", "IMG_0001.jpg", "img_0001.JPG", "IMG_0002.jpg", "IMG_0001.jpg"].map((n) => names.take(n)),
    ).toEqual(["IMG_0001.jpg", "IMG_0001 (2).jpg", "img_0001 (3).JPG", "IMG_0002.jpg", "IMG_0001 (4).jpg"]);
  });

  it("does not hand out a name taken by an earlier numbered one", () => {
    const names = new ZipNames();
    expect(names.take("a (2).jpg")).toBe("a (2).jpg");
    expect(names.take("a.jpg")).toBe("a.jpg");
    expect(names.take("a.jpg")).toBe("a (3).jpg");
    expect(names.take("README")).toBe("README");
    expect(names.take("README")).toBe("README (2)");
  });

  it("keeps names inside the archive and readable on every system", () => {
    expect(safeZipName("../../etc/passwd", "x")).toBe("_.._etc_passwd");
    expect(safeZipName("C:\\photos\\IMG 1.jpg", "x")).toBe("C__photos_IMG 1.jpg");
    expect(safeZipName('a:b*c?"d<e>f|g\u0001.jpg', "x")).toBe("a_b_c__d_e_f_g_.jpg");
    expect(safeZipName("  ..  ", "fallback.jpg")).toBe("fallback.jpg");
    expect(safeZipName("Émilie & Jon — first look.jpg", "x")).toBe("Émilie & Jon — first look.jpg");
    const long = safeZipName(`${"x".repeat(300)}.jpeg`, "x");
    expect(long).toHaveLength(120);
    expect(long.endsWith(".jpeg")).toBe(true);
  });
});
