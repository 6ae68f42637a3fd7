import crypto from "node:crypto";
import { database, type AppDatabase } from "../db/db.server";
import { appSecret } from "../galleries/app-secret.server";

// A pay form's refusal (a coupon used up, a gift card with nothing left…: decision 052) shown on the
// client's own page, not as a bare text answer. The pay route sends the browser back to her page
// with the message in the address, signed with the application's key over the link's token and the
// message: the page shows a message only when the signature is right, so nobody can make her
// invoice page say words of their own by sending a crafted link.

const SECRET_NAME = "pay-refusal";
const MAX_MESSAGE = 300;

async function signature(app: AppDatabase, token: string, message: string): Promise<string> {
  const key = await appSecret(app, SECRET_NAME);
  return crypto.createHmac("sha256", key).update(`${token}\n${message}`).digest("base64url");
}

/** Her page's address with this refusal on it, e.g. "/invoice/<token>?refused=…&sig=…#pay". */
export async function refusalLocation(
  page: string,
  token: string,
  message: string,
  app: AppDatabase = database(),
): Promise<string> {
  const text = message.slice(0, MAX_MESSAGE);
  const query = new URLSearchParams({ refused: text, sig: await signature(app, token, text) });
  return `${page}?${query.toString()}#pay`;
}

/** The refusal this request's address carries for this link, when its signature is right. */
export async function readPayRefusal(
  request: Request,
  token: string,
  app: AppDatabase = database(),
): Promise<string | null> {
  const params = new URL(request.url).searchParams;
  const message = params.get("refused");
  const sig = params.get("sig");
  if (!message || !sig || message.length > MAX_MESSAGE) return null;
  const expected = Buffer.from(await signature(app, token, message));
  const given = Buffer.from(sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? message : null;
}
