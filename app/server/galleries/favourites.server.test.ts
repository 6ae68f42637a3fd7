import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { composeFavouritesMail, lightroomFilter } from "./favourites-mail.server";
import { favouriteActionSchema } from "./favourites.server";
import { watermark, watermarkSvg } from "./watermark.server";

describe("favourites", () => {
  it("validates every action, with messages a client understands", () => {
    const ok = favouriteActionSchema.parse({ intent: "heart", person: "  Ana \n", itemId: "12", on: "true" });
    expect(ok).toEqual({ intent: "heart", person: "Ana", list: "Album picks", itemId: 12, on: true });
    const note = favouriteActionSchema.parse({
      intent: "note",
      person: "Ana",
      list: "Mine",
      itemId: "3",
      note: " bw ",
    });
    expect(note).toMatchObject({ note: "bw", list: "Mine" });
    const refuse = (input: unknown) => favouriteActionSchema.safeParse(input).error?.issues[0]?.message;
    expect(refuse({ intent: "heart", person: " ", itemId: "1", on: "true" })).toBe("Enter your name.");
    expect(refuse({ intent: "heart", person: "A".repeat(61), itemId: "1", on: "true" })).toContain("60 characters");
    expect(refuse({ intent: "heart", person: "Ana", itemId: "-4", on: "true" })).toBeDefined();
    expect(refuse({ intent: "heart", person: "Ana", itemId: "1.5", on: "true" })).toBeDefined();
    expect(refuse({ intent: "note", person: "Ana", itemId: "1", note: "x".repeat(1001) })).toContain("1000");
    expect(refuse({ intent: "rename", person: "Ana", newName: "" })).toBe("Enter a name for the list.");
    expect(refuse({ intent: "drop", person: "Ana" })).toBeDefined();
  });

  it("gives Lightroom the names without extensions, each once", () => {
    expect(lightroomFilter(["DSC_0001.jpg", "DSC_0002.JPG", "DSC_0001.jpeg", "IMG 7.final.tif", "noext"])).toBe(
      "DSC_0001, DSC_0002, IMG 7.final, noext",
    );
  });

  it("writes the photographer's e-mail with every photo and note, escaped in HTML", () => {
    const mail = composeFavouritesMail({
      gallery: { title: "Moreno <wedding>", client_name: "Ana & Luis" },
      person: "Ana\nMaria",
      list: "Album picks",
      lines: [
        { filename: "DSC_0001.jpg", note: "" },
        { filename: "DSC_0002.jpg", note: "Crop <tighter>\nplease" },
      ],
      siteName: "Studio",
    });
    expect(mail.subject).toBe('Ana Maria sent "Album picks" (2 photos) from Moreno <wedding>');
    expect(mail.text).toContain("DSC_0001, DSC_0002\n");
    expect(mail.text).toContain("2. DSC_0002.jpg\n   Note: Crop <tighter> / please");
    expect(mail.html).toContain("Crop &lt;tighter&gt;<br>");
    expect(mail.html).toContain("Moreno &lt;wedding&gt;");
    expect(mail.html).not.toContain("<tighter>");
  });
});

describe("watermark", () => {
  it("escapes the text and scales to the photo", () => {
    const svg = watermarkSvg(800, 600, `© A & B <"studio">`);
    expect(svg).toContain("© A &amp; B &lt;&quot;studio&quot;&gt;");
    expect(svg).toContain('width="800" height="600"');
  });

  it("marks a variant in its own format and size, visibly", async () => {
    const plain = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#336699" } })
      .webp()
      .toBuffer();
    const marked = await watermark(plain, "© Studio");
    const meta = await sharp(marked).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 400, 300]);
    const [a, b] = await Promise.all([plain, marked].map((buffer) => sharp(buffer).stats()));
    // The mark lightens the photo somewhere: the channels' maxima move.
    expect(b!.channels[0]!.max).toBeGreaterThan(a!.channels[0]!.max + 20);
  });
});
