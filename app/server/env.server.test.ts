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
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_test_123" }).paymentsProvider).toBe("stripe");
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
});
