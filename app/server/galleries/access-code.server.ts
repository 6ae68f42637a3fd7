import crypto from "node:crypto";
import { promisify } from "node:util";

// Access codes are stored as scrypt hashes ("scrypt$<salt>$<hash>", base64url), never as
// themselves: a leaked database does not hand out the galleries. A PIN has little entropy, so
// the real protection against guessing is the throttle on the code form; the hash keeps the codes
// of every gallery from being read off a backup.

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

export async function hashAccessCode(code: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(code, salt, KEY_LENGTH);
  return `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function accessCodeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(code, Buffer.from(salt, "base64url"), expected.length || KEY_LENGTH);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/** A code for the editor to suggest: 6 random digits from the system's secure generator, no leading zero. */
export function suggestAccessCode(): string {
  return String(crypto.randomInt(100_000, 1_000_000));
}
