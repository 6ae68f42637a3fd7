// `npm start`: the README's local run of the built site (NODE_ENV=production, as deployed).
//
// In production the server refuses to start without Stripe unless PAYMENTS_PROVIDER=test is set
// explicitly (docs/decisions/012-payments-in-production.md). This documented local command is the
// one place that says it explicitly for you: only when nothing about payments is configured (no
// PAYMENTS_PROVIDER, no STRIPE_SECRET_KEY, in the environment or in .env), and it says so in one
// line. A deployment runs `node build/server-main.js` and gets no such default.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const PAYMENT_SETTINGS = ["PAYMENTS_PROVIDER", "STRIPE_SECRET_KEY"];

function setInDotEnv(name) {
  const file = path.join(process.cwd(), ".env");
  if (!fs.existsSync(file)) return false;
  return new RegExp(`^\\s*(export\\s+)?${name}\\s*=\\s*["']?[^\\s"'#]`, "m").test(fs.readFileSync(file, "utf8"));
}

const configured = PAYMENT_SETTINGS.some((name) => Boolean(process.env[name]) || setInDotEnv(name));
process.env.NODE_ENV ??= "production";
if (!configured) {
  process.env.PAYMENTS_PROVIDER = "test";
  console.log(
    "npm start: no payment settings, so PAYMENTS_PROVIDER=test (the built-in test checkout, no card charged); a deployment sets STRIPE_SECRET_KEY",
  );
}

await import(pathToFileURL(path.resolve(root, process.env.BUILD_DIR ?? "build", "server-main.js")).href);
