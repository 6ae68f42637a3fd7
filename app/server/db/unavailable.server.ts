// Tells "the database cannot be reached right now" (PostgreSQL restarting, the network between us
// dropped, SQLite locked past its busy timeout) apart from every other failure: the first is
// answered 503, so the visitor and any proxy know to try again, the second stays a 500.

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"]);
// SQLSTATE: 57P01–57P03 admin shutdown, crash shutdown, cannot connect now; class 08 = connection.
const POSTGRES_CODES = new Set(["57P01", "57P02", "57P03"]);
const SQLITE_CODES = new Set(["SQLITE_BUSY", "SQLITE_LOCKED"]);
const MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Connection ended unexpectedly",
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || SQLITE_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (MESSAGES.some((text) => error.message.includes(text))) return true;
  const nested = [error.cause, ...(error instanceof AggregateError ? error.errors : [])];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
