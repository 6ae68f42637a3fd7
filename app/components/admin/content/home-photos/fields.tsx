import { Fragment } from "react";
import { smallButton } from "~/components/admin/admin-ui";
import { FieldHints, type Choice } from "~/components/admin/editor/editor-field";
import { Picture } from "~/components/ui/picture";
import type { ResolvedImage } from "~/images/types";
import { HOME_PHOTOS_INTENTS, rowIntentValue } from "~/shared/content/home-media-form";

// The small parts of the home photos editor's rows: the library picker (a select tied to its hint
// and the server's message), the row buttons, and a thumbnail.

interface FieldProps {
  /** Unique on the page: the three forms share field names (photo-0), so ids carry the list. */
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  help?: string;
}

function described(id: string, help?: string, error?: string) {
  return {
    "aria-describedby": [help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined,
    "aria-invalid": error ? (true as const) : undefined,
  };
}

export function SelectField({
  id,
  name,
  label,
  value,
  error,
  help,
  groups,
  placeholder,
}: FieldProps & { groups: { label?: string; choices: readonly Choice[] }[]; placeholder: string }) {
  const known = groups.some((g) => g.choices.some((c) => c.value === value));
  const options = (choices: readonly Choice[]) =>
    choices.map((c) => (
      <option key={c.value} value={c.value}>
        {c.label}
      </option>
    ));
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="field-input" {...described(id, help, error)}>
        <option value="">{placeholder}</option>
        {/* A photo chosen before and no longer offered (deleted, or still processing) stays visible. */}
        {value && !known && <option value={value}>Not available any more ({value})</option>}
        {groups.map((g, i) =>
          g.label ? (
            <optgroup key={g.label} label={g.label}>
              {options(g.choices)}
            </optgroup>
          ) : (
            <Fragment key={i}>{options(g.choices)}</Fragment>
          ),
        )}
      </select>
      <FieldHints id={id} help={help} error={error} />
    </div>
  );
}

/**
 * Use the picked photo, move up, move down and remove: plain submit buttons, so they work without
 * JavaScript. Each names its row for a screen reader ("Move up slide 2"), starting with the words shown.
 */
export function RowButtons({
  list,
  index,
  count,
  noun,
  useLabel,
}: {
  /** For the buttons' ids, which the editor focuses again after a move (focusAfterChange). */
  list: string;
  index: number;
  count: number;
  noun: string;
  useLabel: string;
}) {
  const name = ` ${noun} ${index + 1}`;
  const button = (op: "use" | "up" | "down" | "remove", label: string, disabled = false) => (
    <button
      type="submit"
      id={`${list}-${op}-${index}`}
      name="intent"
      value={rowIntentValue(op, index)}
      disabled={disabled}
      className={smallButton}
    >
      {label}
      <span className="sr-only">{name}</span>
    </button>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {button("use", useLabel)}
      {button("up", "Move up", index === 0)}
      {button("down", "Move down", index === count - 1)}
      {button("remove", "Remove")}
    </div>
  );
}

/** The row's chosen photo or logo: a thumbnail, its name in the library, and the value posted with the form. */
export function ChosenImage({
  id,
  name,
  value,
  image,
  label,
  error,
  className,
}: {
  id: string;
  name: string;
  value: string;
  image: ResolvedImage | undefined;
  label: string | undefined;
  error?: string;
  className: string;
}) {
  return (
    <div>
      <input type="hidden" name={name} value={value} />
      <Thumbnail image={image} className={className} />
      <p id={`${id}-chosen`} className="mt-1 max-w-40 text-xs break-words text-ink-soft">
        {label ?? (value ? "Not in the library any more" : "None chosen yet")}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 max-w-40 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Enter in a text field presses the form's first submit button: this one, so it saves instead of
 * moving the first row. Out of sight and out of the tab order; the visible Save is at the bottom.
 */
export function EnterSaves() {
  return (
    <button
      type="submit"
      name="intent"
      value={HOME_PHOTOS_INTENTS.save}
      tabIndex={-1}
      aria-hidden="true"
      className="sr-only"
    >
      Save
    </button>
  );
}

export function Thumbnail({ image, className }: { image: ResolvedImage | undefined; className: string }) {
  if (!image) {
    return (
      <div className={`${className} flex items-center justify-center bg-sand-100 text-xs text-ink-soft`}>No photo</div>
    );
  }
  return <Picture image={image} alt="" sizes="160px" className={`block ${className}`} fill />;
}
