import { useEffect, type ReactNode } from "react";
import type { FieldErrors } from "~/shared/field-errors";
import { fieldsOf, type FieldsOf } from "./editor-field";

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
  children: ReactNode;
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

/**
 * "Add a venue": a blank item at the end of the list, on the unsaved draft like the other list
 * buttons; gone once the list is full. Its id is where focus goes when the list's last item is removed.
 */
export function AddItemButton({
  list,
  count,
  max,
  className = "btn-outline mt-4",
  children,
}: {
  /** The list's path, e.g. "venues" or "venues.2.photos". */
  list: string;
  count: number;
  max: number;
  className?: string;
  children: ReactNode;
}) {
  if (count >= max) return null;
  return (
    <button type="submit" name="intent" value={`add:${list}`} id={`item-${list}`} className={className}>
      {children}
    </button>
  );
}

/**
 * A draft editor's state from its action's answer: the draft sent back (else the stored one), the
 * fields' messages, the notice of an unsaved list change, and the stamp to redraw the form with;
 * focus follows the item a list button moved.
 */
export function useDraftAnswer<D>(actionData: unknown, stored: D) {
  const answer = (actionData ?? {}) as { draft?: D; focus?: string; stamp?: number; changed?: string };
  useFocusAfterListChange(answer.focus, answer.stamp);
  return {
    draft: answer.draft ?? stored,
    errors: draftErrors(actionData),
    changed: answer.changed,
    stamp: answer.stamp ?? 0,
  };
}

/**
 * An editable list of a draft: each item drawn by `item` (with its path, "venues.2", and its
 * Move / Remove buttons to place in it), then the Add button while the list has room.
 */
export function ItemList<T>({
  list,
  items,
  max,
  noun,
  addLabel,
  className = "space-y-6",
  addClassName,
  item,
}: {
  list: string;
  items: readonly T[];
  max: number;
  /** e.g. i => `venue ${i + 1}`: what the buttons name for a screen reader. */
  noun: (index: number) => string;
  addLabel: ReactNode;
  className?: string;
  addClassName?: string;
  item: (value: T, at: { path: string; index: number; controls: ReactNode }) => ReactNode;
}) {
  return (
    <>
      <ol className={className}>
        {items.map((value, index) => {
          const path = `${list}.${index}`;
          const controls = <ListControls path={path} index={index} count={items.length} noun={noun(index)} />;
          return <li key={index}>{item(value, { path, index, controls })}</li>;
        })}
      </ol>
      <AddItemButton list={list} count={items.length} max={max} className={addClassName}>
        {addLabel}
      </AddItemButton>
    </>
  );
}

export interface FieldsetListProps<T extends object> {
  list: string;
  items: readonly T[];
  max: number;
  errors: FieldErrors;
  /** e.g. i => `size ${i + 1}`: what the buttons name for a screen reader. */
  noun: (index: number) => string;
  /** The fieldset's legend, when not the noun ("Size 2"). */
  legend?: (index: number) => string;
  /** The item's own name, shown after the legend. */
  title?: (item: T) => string;
  addLabel: ReactNode;
  className?: string;
  fields: (item: T, at: { path: string; index: number; field: FieldsOf<T> }) => ReactNode;
}

/**
 * An editable list of fieldsets: the server's message about the whole list (keyed by its path)
 * above it, then each item a ListItemFieldset ("Size 2: 8x10") of the fields `fields` draws by
 * name ("prints.1.price"), with its Move / Remove buttons after them.
 */
export function FieldsetList<T extends object>({
  list,
  items,
  max,
  errors,
  noun,
  legend = noun,
  title,
  addLabel,
  className,
  fields,
}: FieldsetListProps<T>) {
  return (
    <>
      {errors[list] && <p className="mb-3 text-sm text-danger">{errors[list]}</p>}
      <ItemList
        list={list}
        items={items}
        max={max}
        noun={noun}
        addLabel={addLabel}
        className={className}
        item={(item, { path, index, controls }) => (
          <ListItemFieldset path={path} label={legend(index)} title={title?.(item) ?? ""}>
            {fields(item, { path, index, field: fieldsOf(item, errors, path) })}
            {controls}
          </ListItemFieldset>
        )}
      />
    </>
  );
}
