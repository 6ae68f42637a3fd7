// A form's intents (the value of the button that submitted it) as named constants: the form's
// buttons and the action's handlers import the same object, so a renamed intent is a type error
// on both sides instead of an "Unknown action." at run time.

export type Intents<T extends string> = { readonly [K in T]: K };

/** `defineIntents(["publish", "set-add"])` → `{ publish: "publish", "set-add": "set-add" }`. */
export function defineIntents<const T extends readonly string[]>(names: T): Intents<T[number]> {
  return Object.freeze(Object.fromEntries(names.map((name) => [name, name]))) as Intents<T[number]>;
}

export type IntentOf<I> = I extends Intents<infer T> ? T : never;

/** The intent a form names, if it is one of these. */
export function intentIn<T extends string>(intents: Intents<T>, value: unknown): T | undefined {
  return typeof value === "string" && Object.hasOwn(intents, value) ? (value as T) : undefined;
}

export interface IntentRouting<T extends string> {
  /** The intent of a form posted without one (a plain Save button, or Enter in a field). */
  fallback?: T;
  /**
   * Buttons whose value names an item too ("up:venues.2", "remove-0"): the intent whose handler
   * takes such a value (the handler reads the value as posted).
   */
  match?: (posted: string) => T | undefined;
}

/** The intent whose handler a posted value goes to, if any. */
export function routeIntent<T extends string>(
  intents: Intents<T>,
  posted: unknown,
  routing: IntentRouting<T> = {},
): T | undefined {
  if (posted === null || posted === undefined) return routing.fallback;
  return intentIn(intents, posted) ?? (typeof posted === "string" ? routing.match?.(posted) : undefined);
}
