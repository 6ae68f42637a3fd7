// Names of the files in a gallery's ZIP. Photos keep the name they were uploaded with; two photos
// of the same name (two cameras both writing IMG_0001.JPG) become "IMG_0001 (2).JPG", compared
// without regard to case because Windows and macOS folders do not tell "a.jpg" from "A.JPG".

// eslint-disable-next-line no-control-regex -- control characters are among what it removes
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;
const MAX_NAME = 120;

/**
 * A file or folder name that is safe inside a ZIP on every system: no path separators (no
 * "../" escapes), no control or reserved characters, no leading dots or spaces, not empty.
 */
export function safeZipName(name: string, fallback: string): string {
  let clean = name
    .normalize("NFC")
    .replace(UNSAFE, "_")
    .replace(/^[.\s]+/, "")
    .replace(/[.\s]+$/, "")
    .trim();
  if (clean.length > MAX_NAME) {
    const dot = clean.lastIndexOf(".");
    const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : "";
    clean = clean.slice(0, MAX_NAME - ext.length) + ext;
  }
  return clean || fallback;
}

function withNumber(name: string, n: number): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

/** Hands out names, each unique (ignoring case) among those it has handed out. */
export class ZipNames {
  #taken = new Set<string>();

  take(name: string): string {
    let candidate = name;
    for (let n = 2; this.#taken.has(candidate.toLowerCase()); n++) candidate = withNumber(name, n);
    this.#taken.add(candidate.toLowerCase());
    return candidate;
  }
}
