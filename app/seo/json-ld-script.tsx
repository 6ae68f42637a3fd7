import { useNonce } from "~/components/layout/nonce";
import { serializeJsonLd, type JsonLdObject } from "./json-ld";

/**
 * A structured-data block. type="application/ld+json" is data, which CSP does not execute,
 * but it still carries the request's nonce: the server's header check treats every inline
 * <script> alike, and a nonce costs nothing. Renders in the body, which search engines read.
 */
export function JsonLd({ data, nonce }: { data: JsonLdObject | readonly JsonLdObject[]; nonce?: string }) {
  const contextNonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce ?? contextNonce}
      // The browser hides nonce attributes after parsing, so the hydrated value always differs.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
