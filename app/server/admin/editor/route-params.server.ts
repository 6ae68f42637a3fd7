import { data } from "react-router";
import { positiveInt } from "~/shared/admin/form-fields";

// The record an admin page is about, from its URL (/admin/orders/:id): a row's id, or the page's
// own 404 with its words ("No such order."), before anything is read. Never a 500 for an odd URL.

export function idParam(value: string | undefined, missing: string): number {
  const id = positiveInt(value);
  if (id === undefined) throw data({ error: missing }, { status: 404 });
  return id;
}

/** The record `read` finds by the URL's id; the page's 404 in the same words when it does not. */
export async function recordFromUrl<T>(
  value: string | undefined,
  missing: string,
  read: (id: number) => Promise<T | undefined>,
): Promise<T> {
  const record = await read(idParam(value, missing));
  if (record === undefined) throw data({ error: missing }, { status: 404 });
  return record;
}
