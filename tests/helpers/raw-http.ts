import http from "node:http";

// Requests where fetch falls short: from a chosen local address (127.0.0.x are all this machine,
// so a test can be several visitors without any header), with any method, on their own connection.

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = http.request({
      host: "127.0.0.1",
      port: target.port,
      path: target.pathname + target.search,
      method: options.method ?? "GET",
      headers: options.headers,
      localAddress: options.localAddress,
      agent: false,
    });
    let answered: (() => void) | undefined;
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      answered = () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() });
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", answered);
      res.on("error", answered);
    });
    // A server that refuses a large body answers, then drops the connection while we still write:
    // the answer counts, the reset that follows does not.
    req.on("error", (error) => (answered ? answered() : reject(error)));
    req.end(options.body);
  });
}

/** The cookies a response sets, as "name=value" pairs. */
export function setCookies(res: RawResponse): string[] {
  return (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0] ?? "");
}
