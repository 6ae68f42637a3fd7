// The pieces the metadata scrubbers share (docs/decisions/028): a file read at any offset, a
// region of it (one or several extents seen as one run of bytes, as an ISO-BMFF item may be), and
// the patches they produce: bytes to write over the file at an offset, never changing its size.

/** A file that can be read at any offset (a stored original: read from disk or by ranged GETs). */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer at the end of the file). */
  read(offset: number, length: number): Promise<Buffer>;
}

/** Bytes that replace the file's own from `offset` on. */
export interface Patch {
  offset: number;
  bytes: Buffer;
}

/** A structure that cannot be walked safely (truncated, pointing outside itself, unknown). */
export class Unreadable extends Error {}

export function bufferSource(buffer: Buffer): ByteSource {
  return {
    size: buffer.length,
    read: async (offset, length) => buffer.subarray(Math.max(0, offset), Math.max(0, offset + length)),
  };
}

interface Extent {
  /** In the file. */
  offset: number;
  length: number;
}

/** A run of a file's bytes, possibly in several extents, read and patched by its own offsets. */
export class Region {
  readonly size: number;

  constructor(
    readonly source: ByteSource,
    private readonly extents: readonly Extent[],
  ) {
    this.size = extents.reduce((sum, e) => sum + e.length, 0);
  }

  /** `length` bytes of the file from `offset`, clipped to the file. */
  static of(source: ByteSource, offset: number, length: number): Region {
    const start = Math.min(Math.max(0, offset), source.size);
    return new Region(source, [{ offset: start, length: Math.max(0, Math.min(length, source.size - start)) }]);
  }

  /** Where this region's bytes `[offset, offset + length)` lie in the file, clipped to the region. */
  private pieces(offset: number, length: number): Extent[] {
    const out: Extent[] = [];
    let at = 0;
    const end = Math.min(this.size, offset + length);
    for (const extent of this.extents) {
      const from = Math.max(offset, at);
      const to = Math.min(end, at + extent.length);
      if (to > from) out.push({ offset: extent.offset + (from - at), length: to - from });
      at += extent.length;
      if (at >= end) break;
    }
    return out;
  }

  async read(offset: number, length: number): Promise<Buffer> {
    if (offset < 0 || length <= 0) return Buffer.alloc(0);
    const parts = await Promise.all(this.pieces(offset, length).map((p) => this.source.read(p.offset, p.length)));
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }

  /** Regions of one file, one after another, read as one. */
  static join(source: ByteSource, regions: readonly Region[]): Region {
    return new Region(
      source,
      regions.flatMap((r) => r.extents),
    );
  }

  /** A window of this region (clipped to it). */
  sub(offset: number, length: number): Region {
    return new Region(this.source, this.pieces(Math.max(0, offset), Math.max(0, length)));
  }

  /** Writes `bytes` over the region from `offset` (clipped to the region). */
  patch(out: Patch[], offset: number, bytes: Buffer) {
    let used = 0;
    for (const piece of this.pieces(offset, bytes.length)) {
      out.push({ offset: piece.offset, bytes: bytes.subarray(used, used + piece.length) });
      used += piece.length;
    }
  }

  /** Overwrites `length` bytes from `offset` with `fill` (zeros: an empty string, an empty value). */
  blank(out: Patch[], offset = 0, length = this.size - offset, fill = 0) {
    const clipped = Math.max(0, Math.min(length, this.size - offset));
    if (clipped > 0) this.patch(out, offset, Buffer.alloc(clipped, fill));
  }
}
