import dns from "node:dns";
import https from "node:https";
import net from "node:net";
import tls from "node:tls";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { testimonialsRepository } from "../testimonials/testimonials-repository.server";
import { MAX_PHOTO_BYTES, PhotoError, storeTestimonialPhoto } from "./photos.server";

// Testimonials carried over from the old hosted backend point photo_url at someone else's server.
// The site's CSP (img-src 'self' data: blob:) rightly blocks them, and a visitor's browser should
// not call third parties anyway: when the photographer approves such a review, the server fetches
// the photo once and stores it like an upload (docs/decisions/008-external-testimonial-photos.md).
// The URL came from outside, so the fetch is a server-side request forgery risk: https only, public
// addresses only (checked on the address actually connected to), no redirect off https, a timeout
// and a size cap, and the bytes must decode as an image.

export const EXTERNAL_PHOTO_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

export class ExternalPhotoError extends Error {}

export interface FetchPhotoOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Extra CA certificates (PEM) to trust besides the system's. */
  ca?: string;
  /** Which resolved addresses may be connected to. Default: public unicast addresses only. */
  isAllowedAddress?: (address: string) => boolean;
}

/** An absolute http(s) URL that is not ours: the photo chain must never hand it to a browser. */
export function isExternalPhotoUrl(photoUrl: string | null | undefined): photoUrl is string {
  const url = photoUrl?.trim();
  return !!url && /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url);
}

/** True for addresses on the public internet; false for loopback, private, link-local, CGNAT, multicast… */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return isPublicV4(address);
  if (family !== 6) return false;
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isPublicV4(mapped[1]!);
  if (lower === "::" || lower === "::1") return false;
  const first = parseInt(lower.split(":")[0] || "0", 16);
  if ((first & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return false; // fe80::/10 link-local
  if ((first & 0xff00) === 0xff00) return false; // multicast
  if (lower.startsWith("64:ff9b:") || lower.startsWith("2001:db8:") || lower.startsWith("::")) return false;
  return true;
}

function isPublicV4(address: string): boolean {
  const [a = 0, b = 0] = address.split(".").map(Number);
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false; // this network, private, loopback, multicast/reserved
  if (a === 169 && b === 254) return false; // link-local (cloud metadata lives here)
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT
  if (a === 192 && b === 0) return false; // IETF protocol assignments, TEST-NET-1 below
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
  return true;
}

/** Downloads a photo over https from a public address; the bytes are checked to decode as an image. */
export async function fetchExternalPhoto(photoUrl: string, options: FetchPhotoOptions = {}): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(photoUrl);
  } catch {
    throw new ExternalPhotoError("the photo address is not a valid URL");
  }
  for (let redirects = 0; ; redirects++) {
    const answer = await getOnce(url, options);
    if (answer.kind === "body") {
      await assertImage(answer.body);
      return answer.body;
    }
    if (redirects >= MAX_REDIRECTS) throw new ExternalPhotoError("the photo address redirects too many times");
    url = new URL(answer.location, url);
  }
}

type Answer = { kind: "body"; body: Buffer } | { kind: "redirect"; location: string };

function getOnce(url: URL, options: FetchPhotoOptions): Promise<Answer> {
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  const maxBytes = options.maxBytes ?? MAX_PHOTO_BYTES;
  if (url.protocol !== "https:")
    return Promise.reject(new ExternalPhotoError("only https photo addresses are fetched"));
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host) && !allowed(host)) {
    return Promise.reject(new ExternalPhotoError("the photo address is not on the public internet"));
  }
  return new Promise<Answer>((resolve, reject) => {
    const fail = (message: string) => reject(new ExternalPhotoError(message));
    const request = https.get(
      url,
      {
        ca: options.ca ? [...tls.rootCertificates, options.ca] : undefined,
        timeout: options.timeoutMs ?? EXTERNAL_PHOTO_TIMEOUT_MS,
        headers: { accept: "image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8" },
        // Resolve here and vet every address, so a name that points inside our network (or is
        // rebound to it between a check and the connection) is never connected to.
        lookup: (hostname, lookupOptions, callback) => {
          dns.lookup(hostname, { all: true }, (error, addresses) => {
            if (error) return callback(error, "", 4);
            const ok = addresses.filter((a) => allowed(a.address));
            if (ok.length === 0 || ok.length !== addresses.length) {
              return callback(new ExternalPhotoError("the photo address is not on the public internet"), "", 4);
            }
            if ((lookupOptions as { all?: boolean }).all) {
              (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, ok);
            } else callback(null, ok[0]!.address, ok[0]!.family);
          });
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ kind: "redirect", location: response.headers.location });
        }
        if (status !== 200) {
          response.resume();
          return fail(`the photo server answered ${status}`);
        }
        const declared = Number(response.headers["content-length"] ?? 0);
        if (declared > maxBytes) {
          response.destroy();
          return fail("the photo is larger than 5 MB");
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            fail("the photo is larger than 5 MB");
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ kind: "body", body: Buffer.concat(chunks) }));
        response.on("error", (error) => fail(`the download failed (${error.message})`));
      },
    );
    request.on("timeout", () => request.destroy(new ExternalPhotoError("the photo server did not answer in time")));
    request.on("error", (error) =>
      reject(
        error instanceof ExternalPhotoError ? error : new ExternalPhotoError(`the download failed (${error.message})`),
      ),
    );
  });
}

async function assertImage(bytes: Buffer) {
  try {
    const { format } = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    if (!format) throw new Error("no format");
  } catch {
    throw new ExternalPhotoError("the file at the photo address is not an image");
  }
}

/**
 * On approval: when the testimonial's photo_url is someone else's, fetch it and point photo_url at
 * our stored copy. Returns what happened, for the photographer's notice; a failure leaves the row
 * as it was (the public pages skip an external URL and show the next step of the photo chain).
 */
export async function adoptExternalPhoto(
  id: number,
  photoUrl: string | null,
  options: FetchPhotoOptions = {},
  db: Kysely<Database> = sharedDb(),
): Promise<{ status: "none" } | { status: "stored"; url: string } | { status: "failed"; reason: string }> {
  if (!isExternalPhotoUrl(photoUrl)) return { status: "none" };
  try {
    const bytes = await fetchExternalPhoto(photoUrl.trim(), options);
    const { url } = await storeTestimonialPhoto(bytes, db);
    await testimonialsRepository(db).setPhoto(id, url);
    return { status: "stored", url };
  } catch (error) {
    if (error instanceof ExternalPhotoError) return { status: "failed", reason: error.message };
    // The store refuses what it cannot re-encode: report it the same way.
    if (error instanceof PhotoError) return { status: "failed", reason: error.message };
    throw error;
  }
}
