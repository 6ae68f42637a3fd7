import sharp from "sharp";

// Test files for the scrubber (unit and integration tests): what a camera, Lightroom or a phone
// leaves in a photo. Never imported by the application.

export const CAMERA_XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:aux="http://ns.adobe.com/exif/1.0/aux/" xmlns:dc="http://purl.org/dc/elements/1.1/" exif:GPSLatitude="33,30.0N" aux:SerialNumber="032021001234" aux:Lens="RF50mm F1.2 L USM"><exif:GPSLongitude>112,3.0W</exif:GPSLongitude><dc:creator><rdf:Seq><rdf:li>Saguaro Bee</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** A photo as a camera and Lightroom leave it: EXIF with GPS and serial numbers, and XMP with both. */
export async function cameraPhoto(format: "jpeg" | "png" | "webp" | "avif", options: { gps?: boolean } = {}) {
  // AVIF encodes noise slowly: a smaller one keeps the tests quick on two shared cores.
  const image = sharp({
    create: {
      width: format === "avif" ? 240 : 640,
      height: format === "avif" ? 180 : 480,
      channels: 3,
      background: "#6a8",
      noise: { type: "gaussian", mean: 120, sigma: 30 },
    },
  })
    .withExif({
      IFD0: { Make: "Canon", Model: "Canon EOS R6" },
      IFD2: {
        DateTimeOriginal: "2025:10:04 18:30:00",
        BodySerialNumber: "032021001234",
        LensSerialNumber: "9400001234",
        LensModel: "RF50mm F1.2 L USM",
      },
      ...(options.gps === false
        ? {}
        : {
            IFD3: {
              GPSLatitudeRef: "N",
              GPSLatitude: "33/1 30/1 0/1",
              GPSLongitudeRef: "W",
              GPSLongitude: "112/1 3/1 0/1",
            },
          }),
    })
    .withXmp(CAMERA_XMP);
  return image.toFormat(format, format === "avif" ? { quality: 60 } : {}).toBuffer();
}

type Field = [tag: number, type: number, count: number, value: Buffer];
const ascii = (text: string) => Buffer.from(`${text}\0`, "latin1");

/**
 * A 4×4 RGB TIFF (a DNG's structure) with a GPS IFD, an Exif IFD holding a MakerNote and a lens
 * serial, and DNG's SerialNumber in IFD0: what sharp cannot write.
 */
export function tiffWithGps(little: boolean): Buffer {
  const u16 = (n: number) => {
    const b = Buffer.alloc(2);
    if (little) b.writeUInt16LE(n);
    else b.writeUInt16BE(n);
    return b;
  };
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    if (little) b.writeUInt32LE(n);
    else b.writeUInt32BE(n);
    return b;
  };
  const rationals = (...pairs: number[]) => Buffer.concat(pairs.map(u32));
  const strip = Buffer.alloc(48, 0x80);
  const gps: Field[] = [
    [0x0000, 1, 4, Buffer.from([2, 3, 0, 0])],
    [0x0001, 2, 2, ascii("N")],
    [0x0002, 5, 3, rationals(33, 1, 30, 1, 0, 1)],
    [0x0003, 2, 2, ascii("W")],
    [0x0004, 5, 3, rationals(112, 1, 3, 1, 0, 1)],
  ];
  const exif: Field[] = [
    [0x9003, 2, 20, ascii("2025:10:04 18:30:00")],
    [0x927c, 7, 24, Buffer.from("MAKER-SECRET serial 9999", "latin1")],
    [0xa435, 2, 11, ascii("LENS-SN-55")],
  ];
  const size = (fields: Field[]) =>
    2 +
    fields.length * 12 +
    4 +
    fields.reduce((n, f) => n + (f[3].length > 4 ? f[3].length + (f[3].length & 1) : 0), 0);
  const ifd0Fields = (exifAt: number, gpsAt: number): Field[] => [
    [256, 3, 1, u16(4)],
    [257, 3, 1, u16(4)],
    [258, 3, 3, Buffer.concat([u16(8), u16(8), u16(8)])],
    [259, 3, 1, u16(1)],
    [262, 3, 1, u16(2)],
    [272, 2, 7, ascii("DSLR-1")],
    [273, 4, 1, u32(8)],
    [277, 3, 1, u16(3)],
    [278, 3, 1, u16(4)],
    [279, 4, 1, u32(48)],
    [0x8769, 4, 1, u32(exifAt)],
    [0x8825, 4, 1, u32(gpsAt)],
    [0xc62f, 2, 13, ascii("SN-CAMERA-77")],
  ];
  const ifd0At = 8 + strip.length;
  const exifAt = ifd0At + size(ifd0Fields(0, 0));
  const gpsAt = exifAt + size(exif);
  const write = (at: number, fields: Field[]) => {
    const table = [u16(fields.length)];
    const data: Buffer[] = [];
    let dataAt = at + 2 + fields.length * 12 + 4;
    for (const [tag, type, count, value] of fields) {
      let slot = Buffer.alloc(4);
      if (value.length <= 4) value.copy(slot);
      else {
        slot = u32(dataAt);
        const padded = Buffer.concat([value, Buffer.alloc(value.length & 1)]);
        data.push(padded);
        dataAt += padded.length;
      }
      table.push(u16(tag), u16(type), u32(count), slot);
    }
    return Buffer.concat([...table, u32(0), ...data]);
  };
  return Buffer.concat([
    Buffer.from(little ? "II" : "MM", "latin1"),
    u16(42),
    u32(ifd0At),
    strip,
    write(ifd0At, ifd0Fields(exifAt, gpsAt)),
    write(exifAt, exif),
    write(gpsAt, gps),
  ]);
}

/** A JPEG with a second image after its end (MPF), the second carrying GPS: as some cameras write. */
export async function mpfJpeg(): Promise<Buffer> {
  const primary = await cameraPhoto("jpeg", { gps: false });
  const secondary = await sharp({ create: { width: 160, height: 120, channels: 3, background: "#a86" } })
    .withExif({
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "33/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "112/1 3/1 0/1" },
    })
    .jpeg()
    .toBuffer();
  // MPF: "MPF\0", a big-endian TIFF header, one IFD of three entries, then the two 16-byte entries.
  const tiff = Buffer.alloc(8 + 2 + 3 * 12 + 4 + 32);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(3, 8);
  const entry = (i: number, tag: number, type: number, count: number, value: Buffer) => {
    const at = 10 + i * 12;
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    value.copy(tiff, at + 8);
  };
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  entry(0, 0xb000, 7, 4, Buffer.from("0100", "latin1"));
  entry(1, 0xb001, 4, 1, u32(2));
  entry(2, 0xb002, 7, 32, u32(8 + 2 + 3 * 12 + 4));
  const segment = Buffer.concat([Buffer.from("MPF\0", "latin1"), tiff]);
  const header = Buffer.from([0xff, 0xe2, (segment.length + 2) >> 8, (segment.length + 2) & 0xff]);
  const mpfHeaderAt = 2 + 4 + 4;
  const secondaryAt = 2 + header.length + segment.length + primary.length - 2;
  const entries = 8 + 2 + 3 * 12 + 4;
  tiff.writeUInt32BE(0x20030000, entries);
  tiff.writeUInt32BE(secondaryAt, entries + 4);
  tiff.writeUInt32BE(secondary.length, entries + 16 + 4);
  tiff.writeUInt32BE(secondaryAt - mpfHeaderAt, entries + 16 + 8);
  const filled = Buffer.concat([Buffer.from("MPF\0", "latin1"), tiff]);
  return Buffer.concat([primary.subarray(0, 2), header, filled, primary.subarray(2), secondary]);
}
