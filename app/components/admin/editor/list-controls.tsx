import { useEffect } from "react";

// Buttons for one item of an editable list (a venue, a photo, a package). They submit the form
// with intent "up:venues.2" and so on; the server moves the item in the unsaved draft and sends
// the form back, so they work by keyboard, on a phone and without JavaScript. Only Save stores.

export function ListControls({
  path,
  index,
  count,
  noun,
}: {
  /** The item's path, e.g. "venues.2". */
  path: string;
  index: number;
  count: number;
  /** e.g. "venue 3", read by screen readers after each button's verb. */
  noun: string;
}) {
  const button = "rounded-full border border-ink/20 px-3 py-1.5 text-sm hover:bg-sand-200 disabled:opacity-40";
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" name="intent" value={`up:${path}`} disabled={index === 0} className={button}>
        Move up<span className="sr-only"> {noun}</span>
      </button>
      <button type="submit" name="intent" value={`down:${path}`} disabled={index === count - 1} className={button}>
        Move down<span className="sr-only"> {noun}</span>
      </button>
      <button type="submit" name="intent" value={`remove:${path}`} className={`${button} text-danger`}>
        Remove<span className="sr-only"> {noun}</span>
      </button>
    </div>
  );
}

/** After a list button, focus returns to the item it moved (or added), not the top of the page. */
export function useFocusAfterListChange(focus: string | undefined, stamp: number | undefined) {
  useEffect(() => {
    if (!focus) return;
    const target = document.getElementById(`item-${focus}`);
    target?.focus();
    target?.scrollIntoView({ block: "nearest" });
  }, [focus, stamp]);
}

/** Field errors as `errors` props expect them, from an action's answer. */
export function draftErrors(result: unknown): Record<string, string> {
  const r = (result ?? {}) as { fields?: Record<string, string> };
  return r.fields ?? {};
}

/** One item of an editable list: a fieldset named by its kind and title, the focus target after a move. */
export function ListItemFieldset({
  path,
  label,
  title,
  children,
}: {
  /** The item's path, e.g. "venues.2": its id is "item-venues.2". */
  path: string;
  /** e.g. "Venue 3". */
  label: string;
  /** The item's own name, shown after the label when it has one. */
  title: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      id={`item-${path}`}
      tabIndex={-1}
      className="space-y-4 rounded-md border border-ink/10 p-3 focus:outline-2 focus:outline-gold"
    >
      <legend className="px-1 font-medium first-letter:uppercase">
        {label}
        {title ? `: ${title}` : ""}
      </legend>
      {children}
    </fieldset>
  );
}
