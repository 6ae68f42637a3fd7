// What the two checkout pages of an order share (the built-in test checkout and the page of an
// order a gift card pays in full): the headers their loader and action set.

/**
 * A page route applies its loader's and action's headers only through its `headers` export:
 * no-store for the order's page, and Connection: close when the form was refused unread.
 */
export function checkoutHeaders({ loaderHeaders, actionHeaders }: { loaderHeaders: Headers; actionHeaders: Headers }) {
  const merged = new Headers(loaderHeaders);
  actionHeaders.forEach((value, key) => merged.set(key, value));
  return merged;
}
