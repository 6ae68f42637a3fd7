import { z } from "zod";

// Every setting of the site, parsed once at start-up. Defaults make a local run need nothing.
const url = z.url({ protocol: /^https?$/ });
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: url.default("http://localhost:3000"),
  SITE_NAME: z.string().min(1).max(80).default("Saguaro Bee Photography"),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: or postgres://")
    .default("file:./data/site.db"),
  DATA_DIR: z.string().min(1).default("./data"),
  SITE_EMAIL: z.email().default("hello@saguarobee.studio"),
  MAIL_FROM: z.string().min(3).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  AUTO_REPLY: bool.default(false),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
  /** Points the stripe client at another API host (tests use a local stand-in). */
  STRIPE_API_BASE: url.optional(),
  PAYMENTS_PROVIDER: z.enum(["stripe", "test"]).optional(),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  OUTBOX_BASE_DELAY_MS: z.coerce.number().int().min(10).default(30_000),
  SOCIAL_URL: url.default("https://www.instagram.com/"),
  SOCIAL_LABEL: z.string().min(1).default("Instagram"),
  GOOGLE_REVIEWS_URL: url.default("https://www.google.com/maps"),
  WEDDING_REVIEWS_URL: url.default("https://www.theknot.com/"),
  BOOKING_URL: url.default("https://example.com/booking"),
  ALBUM_PROJECT_URL: url.default("https://example.com/album-project"),
  WELCOME_VIDEO_URL: url.default("https://player.vimeo.com/video/76979871"),
  WELCOME_VIDEO_ORIGIN: url.default("https://player.vimeo.com"),
});

export type Env = z.infer<typeof schema> & { paymentsProvider: "stripe" | "test" };

/** Parses an environment; throws an Error whose message is one line naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  }
  const env = result.data;
  const publicHttps = isPublicHttps(env.SITE_URL);
  // A real deployment never silently takes test payments (DECISIONS.md §3).
  if (publicHttps && !env.STRIPE_SECRET_KEY && env.PAYMENTS_PROVIDER !== "test") {
    throw new Error(
      "Invalid configuration: STRIPE_SECRET_KEY: required when SITE_URL is a public https address (or set PAYMENTS_PROVIDER=test explicitly)",
    );
  }
  if (env.PAYMENTS_PROVIDER === "stripe" && !env.STRIPE_SECRET_KEY) {
    throw new Error("Invalid configuration: STRIPE_SECRET_KEY: required when PAYMENTS_PROVIDER=stripe");
  }
  const paymentsProvider = env.PAYMENTS_PROVIDER ?? (env.STRIPE_SECRET_KEY ? "stripe" : "test");
  return { ...env, paymentsProvider };
}

function isPublicHttps(siteUrl: string): boolean {
  const { protocol, hostname } = new URL(siteUrl);
  if (protocol !== "https:") return false;
  return !["localhost", "127.0.0.1", "[::1]"].includes(hostname) && !hostname.endsWith(".localhost");
}

let cached: Env | undefined;

/** The process's configuration, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests that change process.env between server starts call this. */
export function resetEnvForTests() {
  cached = undefined;
}
