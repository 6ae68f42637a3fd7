/** Posts JSON to one of the site's endpoints; true when it answered 2xx. A network error is a failure, never a throw. */
export async function postJson(url: string, payload: unknown, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
    return response.ok;
  } catch {
    return false;
  }
}
