import { z } from "zod";

// Every setting of the site, parsed once at start-up. Defaults make a local run need nothing.
const url = z.url({ protocol: /^https?$/ });
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: http://localhost:{PORT}, so `PORT=4599 npm start` sends visitors back to port 4599. */
  SITE_URL: url.optional(),
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
  /** Site-wide cap on auto-replies per clock hour, counted in the database (shared by every instance). */
  AUTO_REPLY_MAX_PER_HOUR: z.coerce.number().int().min(0).max(10_000).default(20),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
  /** Points the stripe client at another API host (tests use a local stand-in). */
  STRIPE_API_BASE: url.optional(),
  PAYMENTS_PROVIDER: z.enum(["stripe", "test"]).optional(),
  TRUST_PROXY: bool.default(false),
  /** How many reverse proxies in a row append to X-Forwarded-For (the visitor is that many from the right). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Checkout attempts per address per 10 minutes: generous, a visitor may retry a few times. */
  PAYMENT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  /** Sign-in attempts per address per 10 minutes, whatever e-mail they name; a right password is not counted. */
  SIGN_IN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Slow-loris: a client gets this long to send its headers, and this long for the whole request. */
  /** An admin session ends this many hours after sign-in, however active (besides the 7-day sliding expiry). */
  ADMIN_SESSION_MAX_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** An idle keep-alive connection is closed after this long. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  OUTBOX_BASE_DELAY_MS: z.coerce.number().int().min(10).default(30_000),
  /**
   * Render the sitemap's pages in the background at start-up, so the first visitor does not wait
   * (server/render-cache.ts). Off, each page renders when first asked for: for the test suites,
   * which start a server per file and would spend most of its first seconds rendering 130 pages.
   */
  RENDER_WARM_UP: bool.default(true),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(1000),
  JOBS_LEASE_MS: z.coerce.number().int().min(300).default(60_000),
  /** Media library storage (app/server/media/storage.server.ts): file: or s3://bucket/prefix. */
  MEDIA_STORAGE: z
    .string()
    .regex(/^(file:|s3:\/\/[a-z0-9][a-z0-9.-]+)/, "must be file: or s3://bucket/prefix")
    .default("file:"),
  MEDIA_PUBLIC_URL: url.optional(),
  /** Nightly backups (app/server/backup): a folder or s3://bucket/prefix; unset, none run. */
  BACKUP_TO: z
    .string()
    .refine(
      (v) => !v.startsWith("s3:") || /^s3:\/\/[a-z0-9][a-z0-9.-]+(\/|$)/.test(v),
      "must be a folder or s3://bucket/prefix",
    )
    .optional(),
  /** How many nightly snapshots stay in BACKUP_TO (older ones, and files only they had, are removed). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  S3_ENDPOINT: url.optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  SOCIAL_URL: url.default("https://www.instagram.com/"),
  SOCIAL_LABEL: z.string().min(1).default("Instagram"),
  GOOGLE_REVIEWS_URL: url.default("https://www.google.com/maps"),
  WEDDING_REVIEWS_URL: url.default("https://www.theknot.com/"),
  BOOKING_URL: url.default("https://example.com/booking"),
  ALBUM_PROJECT_URL: url.default("https://example.com/album-project"),
  WELCOME_VIDEO_URL: url.default("https://player.vimeo.com/video/76979871"),
  WELCOME_VIDEO_ORIGIN: url.default("https://player.vimeo.com"),
});

export type Env = Omit<z.infer<typeof schema>, "SITE_URL"> & { SITE_URL: string; paymentsProvider: "stripe" | "test" };

/** Parses an environment; throws an Error whose message is one line naming each bad variable. */
export function parseEnv(
  source: Record<string, string | undefined>,
  options: {
    /**
     * false only for the lazily parsed copy below: the server checked the start-up rules already
     * (server/main.ts), and the render worker reads settings but takes no payments.
     */
    startup?: boolean;
  } = {},
): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  }
  const env = { ...result.data, SITE_URL: result.data.SITE_URL ?? `http://localhost:${result.data.PORT}` };
  const publicHttps = isPublicHttps(env.SITE_URL);
  // A real deployment never silently takes test payments (DECISIONS.md §3).
  if (publicHttps && !env.STRIPE_SECRET_KEY && env.PAYMENTS_PROVIDER !== "test") {
    throw new Error(
      "Invalid configuration: STRIPE_SECRET_KEY: required when SITE_URL is a public https address (or set PAYMENTS_PROVIDER=test explicitly)",
    );
  }
  // Production never falls back to the test checkout by itself: anyone could mark orders paid.
  // `npm start` (the documented local run) sets PAYMENTS_PROVIDER=test for an unconfigured
  // site; see docs/decisions/012-payments-in-production.md.
  const startup = options.startup ?? true;
  if (startup && env.NODE_ENV === "production" && !env.STRIPE_SECRET_KEY && env.PAYMENTS_PROVIDER !== "test") {
    throw new Error(
      "Invalid configuration: STRIPE_SECRET_KEY: required when NODE_ENV=production (or set PAYMENTS_PROVIDER=test explicitly)",
    );
  }
  if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error("Invalid configuration: HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS");
  }
  if (env.PAYMENTS_PROVIDER === "stripe" && !env.STRIPE_SECRET_KEY) {
    throw new Error("Invalid configuration: STRIPE_SECRET_KEY: required when PAYMENTS_PROVIDER=stripe");
  }
  if (env.SMTP_URL && smtpPasswordInClear(env.SMTP_URL)) {
    throw new Error(
      "Invalid configuration: SMTP_URL: smtp:// with a user name must not turn off STARTTLS (ignoreTLS/requireTLS); use STARTTLS or smtps://",
    );
  }
  const paymentsProvider = env.PAYMENTS_PROVIDER ?? (env.STRIPE_SECRET_KEY ? "stripe" : "test");
  // Without the signing secret no webhook is accepted: paid orders would stay pending forever.
  if (paymentsProvider === "stripe" && !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error("Invalid configuration: STRIPE_WEBHOOK_SECRET: required when Stripe takes the payments");
  }
  return { ...env, paymentsProvider };
}

/** Credentials over smtp:// go only after STARTTLS (the transport requires it); the URL may not say otherwise. */
function smtpPasswordInClear(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  if (url.protocol !== "smtp:" || !url.username) return false;
  return url.searchParams.get("ignoreTLS") === "true" || url.searchParams.get("requireTLS") === "false";
}

function isPublicHttps(siteUrl: string): boolean {
  const { protocol, hostname } = new URL(siteUrl);
  if (protocol !== "https:") return false;
  return !["localhost", "127.0.0.1", "[::1]"].includes(hostname) && !hostname.endsWith(".localhost");
}

let cached: Env | undefined;

/** The process's configuration, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env, { startup: false });
  return cached;
}

/** Tests that change process.env between server starts call this. */
export function resetEnvForTests() {
  cached = undefined;
}
