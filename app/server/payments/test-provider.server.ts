import { randomBytes } from "node:crypto";
import type { Env } from "../env.server";
import type { PaymentProvider } from "./provider.server";

/**
 * The built-in test checkout (DECISIONS §3): the "hosted page" is /test-checkout/{orderId}
 * on this site, opened with the order's token. No card is involved.
 */
export function testProvider(config: Env): PaymentProvider {
  return {
    name: "test",
    async startCheckout(request) {
      const sessionId = `cs_test_local_${randomBytes(12).toString("hex")}`;
      const url = new URL(`/test-checkout/${request.orderId}`, config.SITE_URL);
      url.searchParams.set("token", request.accessToken);
      return { sessionId, url: url.toString() };
    },
  };
}
