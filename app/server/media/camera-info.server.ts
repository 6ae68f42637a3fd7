import exifr from "exifr";

// The camera, lens and capture date read from an original's EXIF, for the admin only: the
// processed files keep no metadata at all (process.server.ts).

export interface CameraInfo {
  camera: string | null;
  lens: string | null;
  capturedAt: string | null;
}

const clean = (value: unknown): string | null => {
  if (typeof value !== "string") return null;
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f]/g, "").trim();
  return text ? text.slice(0, 120) : null;
};

/** "2024:05:01 14:22:10" (+ "-07:00") → "2024-05-01T14:22:10-07:00"; null when unreadable. */
export function exifDate(value: unknown, offset?: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const zone = typeof offset === "string" && /^[+-]\d{2}:\d{2}$/.test(offset.trim()) ? offset.trim() : "";
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`;
}

/** What the camera said, for the admin (never copied into a public file). */
export async function readCameraInfo(input: Buffer | string): Promise<CameraInfo> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = (await exifr.parse(input, {
      pick: ["Make", "Model", "LensModel", "LensMake", "DateTimeOriginal", "CreateDate", "OffsetTimeOriginal"],
      reviveValues: false,
    })) as Record<string, unknown> | undefined;
  } catch {
    tags = undefined;
  }
  if (!tags) return { camera: null, lens: null, capturedAt: null };
  const make = clean(tags.Make);
  const model = clean(tags.Model);
  // Models usually repeat the make ("Canon EOS R5"); do not say it twice.
  const camera =
    model && make && !model.toLowerCase().startsWith(make.toLowerCase().split(" ")[0] ?? "")
      ? `${make} ${model}`
      : (model ?? make);
  return {
    camera,
    lens: clean(tags.LensModel),
    capturedAt: exifDate(tags.DateTimeOriginal, tags.OffsetTimeOriginal) ?? exifDate(tags.CreateDate),
  };
}
