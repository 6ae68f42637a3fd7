// A refused submission names each bad field once: the server builds the map from zod's issues, the
// public forms read it back to mark those fields (app/components/forms/post-json.ts).

export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export type FieldErrors = Record<string, string>;

/** The first message per field path ("items.0.quantity"); an issue without a path is `fallback`'s. */
export function fieldErrors(
  issues: readonly IssueLike[],
  options: { fallback?: string; rename?: Readonly<Record<string, string>> } = {},
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || (options.fallback ?? "body");
    fields[options.rename?.[key] ?? key] ??= issue.message;
  }
  return fields;
}
