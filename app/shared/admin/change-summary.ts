// The activity log's words for a save, the same in every editor: "Changed the title and venues",
// naming the parts of the record that changed, or the editor's own words when none did.

/** "a", "a and b", "a, b and c". */
export function inWords(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** `parts`: each part's name when it changed, false when it did not. */
export function changeSummary(parts: ReadonlyArray<string | false>, unchanged: string): string {
  const changed = parts.filter((part): part is string => typeof part === "string" && part !== "");
  return changed.length === 0 ? unchanged : `Changed the ${inWords(changed)}`;
}

/** Whether two stored values differ (lists and objects compared by their JSON). */
export const differs = (before: unknown, after: unknown) => JSON.stringify(before) !== JSON.stringify(after);
