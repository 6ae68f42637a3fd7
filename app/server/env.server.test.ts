import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives safe local defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe("file:./data/site.db");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.paymentsProvider).toBe("test");
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("defaults SITE_URL to the port actually listened on (PORT=4599 → http://localhost:4599)", () => {
    expect(parseEnv({ PORT: "4599" }).SITE_URL).toBe("http://localhost:4599");
    expect(parseEnv({}).SITE_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "4599", SITE_URL: "https://photos.example.com", PAYMENTS_PROVIDER: "test" }).SITE_URL).toBe(
      "https://photos.example.com",
    );
  });

  it("names the variable in one line when a value is bad", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrowError(/^Invalid configuration: PORT: /);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrowError(
      /DATABASE_URL: must start with file: or postgres/,
    );
    expect(() => parseEnv({ SITE_EMAIL: "not-an-email" })).toThrowError(/SITE_EMAIL/);
    expect(() => parseEnv({ PAYMENTS_PROVIDER: "paypal" })).toThrowError(/PAYMENTS_PROVIDER/);
    const message = (() => {
      try {
        parseEnv({ PORT: "x" });
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message).not.toContain("\n");
  });

  it("chooses Stripe when a key is set", () => {
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_123" }).paymentsProvider).toBe(
      "stripe",
    );
  });

  it("refuses a Stripe key without the webhook's signing secret", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_123" })).toThrowError(
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET: /,
    );
    expect(() => parseEnv({ NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_live_123" })).toThrowError(
      /STRIPE_WEBHOOK_SECRET/,
    );
    // The key alone does nothing while the test checkout is chosen explicitly.
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_test_123", PAYMENTS_PROVIDER: "test" }).paymentsProvider).toBe("test");
  });

  it("refuses production without Stripe unless the test checkout is chosen explicitly", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrowError(
      /^Invalid configuration: STRIPE_SECRET_KEY: required when NODE_ENV=production/,
    );
    expect(() => parseEnv({ NODE_ENV: "production", SITE_URL: "http://localhost:3000" })).toThrowError(
      /PAYMENTS_PROVIDER=test/,
    );
    expect(parseEnv({ NODE_ENV: "production", PAYMENTS_PROVIDER: "test" }).paymentsProvider).toBe("test");
    expect(
      parseEnv({ NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_live_1", STRIPE_WEBHOOK_SECRET: "whsec_1" })
        .paymentsProvider,
    ).toBe("stripe");
  });

  it("refuses an smtp:// URL with credentials that turns STARTTLS off", () => {
    expect(() => parseEnv({ SMTP_URL: "smtp://user:pass@mail.example.com:587?ignoreTLS=true" })).toThrowError(
      /^Invalid configuration: SMTP_URL: /,
    );
    expect(() => parseEnv({ SMTP_URL: "smtp://user:pass@mail.example.com:587?requireTLS=false" })).toThrowError(
      /SMTP_URL/,
    );
    // A local relay without a password may stay plain; smtps:// is TLS from the first byte.
    expect(parseEnv({ SMTP_URL: "smtp://127.0.0.1:25?ignoreTLS=true" }).SMTP_URL).toContain("127.0.0.1");
    expect(parseEnv({ SMTP_URL: "smtps://user:pass@mail.example.com:465" }).SMTP_URL).toContain("smtps");
    expect(parseEnv({ SMTP_URL: "smtp://user:pass@mail.example.com:587" }).SMTP_URL).toContain("587");
  });

  it("caps auto-replies at 20 an hour unless configured", () => {
    expect(parseEnv({}).AUTO_REPLY_MAX_PER_HOUR).toBe(20);
    expect(parseEnv({ AUTO_REPLY_MAX_PER_HOUR: "3" }).AUTO_REPLY_MAX_PER_HOUR).toBe(3);
    expect(() => parseEnv({ AUTO_REPLY_MAX_PER_HOUR: "-1" })).toThrowError(/AUTO_REPLY_MAX_PER_HOUR/);
  });

  it("refuses a public https site without Stripe unless test payments are chosen explicitly", () => {
    expect(() => parseEnv({ SITE_URL: "https://photos.example.com" })).toThrowError(/STRIPE_SECRET_KEY/);
    expect(parseEnv({ SITE_URL: "https://photos.example.com", PAYMENTS_PROVIDER: "test" }).paymentsProvider).toBe(
      "test",
    );
    expect(parseEnv({ SITE_URL: "https://localhost:3000" }).paymentsProvider).toBe("test");
  });

  it("requires a key when Stripe is chosen", () => {
    expect(() => parseEnv({ PAYMENTS_PROVIDER: "stripe" })).toThrowError(/STRIPE_SECRET_KEY/);
  });

  it("takes a folder or an s3:// address for BACKUP_TO, and how many snapshots to keep", () => {
    expect(parseEnv({}).BACKUP_TO).toBeUndefined();
    expect(parseEnv({}).BACKUP_KEEP).toBe(14);
    expect(parseEnv({ BACKUP_TO: "/mnt/backups", BACKUP_KEEP: "30" })).toMatchObject({
      BACKUP_TO: "/mnt/backups",
      BACKUP_KEEP: 30,
    });
    expect(parseEnv({ BACKUP_TO: "s3://studio-backups/site" }).BACKUP_TO).toBe("s3://studio-backups/site");
    expect(() => parseEnv({ BACKUP_TO: "s3://Bad_Bucket" })).toThrowError(/BACKUP_TO: must be a folder or s3:/);
    expect(() => parseEnv({ BACKUP_KEEP: "0" })).toThrowError(/BACKUP_KEEP/);
  });
});
