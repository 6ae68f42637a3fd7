import type { ReactNode } from "react";
import type { FieldErrors } from "~/shared/field-errors";
import { refusedInput } from "./save-outcome";

// One field of a content editor: a label, a plain-words hint under it, the control, and the
// server's message when it refused the value (aria-invalid, tied to the control like the public
// forms do with app/components/forms/field-error.tsx).

/** How a field's control differs from a one-line text input. */
export interface ControlOptions {
  type?: "text" | "email" | "url" | "date" | "time" | "month";
  /** A textarea with this many rows. */
  rows?: number;
  /** For an input: e.g. a numeric keyboard, a list of suggestions (a <datalist>'s id), an example. */
  inputProps?: { inputMode?: "numeric" | "decimal" | "email" | "url"; list?: string; placeholder?: string };
  /** The browser's own limit on what is typed (the server checks again, in its words). */
  maxLength?: number;
}

/** What every editor control is given: its name (and id), label, hint, value and the server's messages. */
interface FieldProps {
  name: string;
  /** The control's id when one page shows the field more than once (a photo's row); default `name`. */
  id?: string;
  label: string;
  help?: string;
  value: string;
  errors: FieldErrors;
}

export function EditorField({
  type = "text",
  rows,
  required,
  maxLength,
  inputProps,
  ...field
}: FieldProps &
  ControlOptions & {
    /** The browser's own check before posting (the server checks again, in its words). */
    required?: boolean;
  }) {
  return (
    <LabelledControl field={field}>
      {(attributes) =>
        rows ? (
          <textarea rows={rows} {...attributes} required={required} maxLength={maxLength} />
        ) : (
          <input
            type={type}
            autoComplete="off"
            {...inputProps}
            {...attributes}
            required={required}
            maxLength={maxLength}
          />
        )
      }
    </LabelledControl>
  );
}

/** One of a select's choices: the value posted and the words shown. */
export interface Choice {
  value: string;
  label: string;
}

/** A choice from a fixed list, labelled, hinted and refused like an EditorField. */
export function EditorSelect({
  choices,
  placeholder,
  ...field
}: FieldProps & {
  choices: readonly Choice[];
  /** A first, empty option ("Choose…"): nothing is chosen until she picks. */
  placeholder?: string;
}) {
  return (
    <LabelledControl field={field}>
      {(attributes) => (
        <select {...attributes}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}

/** A field's label above the control `children` draws with the attributes given, its hint and message under it. */
function LabelledControl({
  field: { name, id = name, label, help, value, errors },
  children,
}: {
  field: FieldProps;
  children: (attributes: ReturnType<typeof controlAttributes>) => ReactNode;
}) {
  const error = errors[name];
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(controlAttributes(id, name, value, help, error))}
      <FieldHints id={id} help={help} error={error} />
    </div>
  );
}

/** The attributes every editor control shares: its hint and message tied to it, invalid when refused. */
function controlAttributes(id: string, name: string, value: string, help: string | undefined, error?: string) {
  const describedBy = [help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return {
    id,
    name,
    defaultValue: value,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": error ? (true as const) : undefined,
    className: "field-input",
  };
}

/** A field's hint and the server's message, under the control whose aria-describedby names them. */
export function FieldHints({ id, help, error }: { id: string; help?: string; error?: string }) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-ink-soft">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * A checkbox with its label beside it (posted as "on" when ticked, absent when not), and the
 * server's message under it when `errors` names it.
 */
export function EditorCheckbox({
  name,
  checked,
  label,
  errors,
}: {
  name: string;
  checked: boolean;
  label: string;
  errors?: FieldErrors;
}) {
  const error = errors?.[name];
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          id={name}
          name={name}
          defaultChecked={checked}
          className="h-5 w-5"
          {...(error ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {})}
        />
        <label htmlFor={name}>{label}</label>
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The fields of one record or list item, by name: `field("price", "Price shown", help)` draws the
 * EditorField named `${path}.price` (or `price` without a path) holding the item's value;
 * `field("text", "Text", help, 10)` for a textarea of 10 rows, `field("date", "Due date", help,
 * { type: "date" })` for another control.
 */
export function fieldsOf<T extends object>(item: T, errors: FieldErrors, path = "") {
  return fieldsFrom<keyof T & string>(
    (name) => {
      const value = item[name];
      return typeof value === "string" ? value : "";
    },
    errors,
    path,
  );
}

/** What fieldsOf gives: the fields of one record or list item, by name. */
export type FieldsOf<T extends object> = ReturnType<typeof fieldsOf<T>>;

/** fieldsOf for a form whose values come from a function (what was typed, or what is saved). */
export function fieldsFrom<K extends string>(value: (name: K) => string, errors: FieldErrors, path = "") {
  return (name: K, label: string, help: string | undefined, control?: number | ControlOptions) => (
    <EditorField
      {...(typeof control === "number" ? { rows: control } : control)}
      name={path ? `${path}.${name}` : name}
      label={label}
      help={help}
      value={value(name)}
      errors={errors}
    />
  );
}

/**
 * fieldsFrom's selects: `select("kind", "Discount", help, KINDS)` draws the EditorSelect named
 * `kind` holding the form's value; a `placeholder` adds a first, empty option ("Choose…").
 */
export function selectsFrom<K extends string>(value: (name: K) => string, errors: FieldErrors) {
  return (name: K, label: string, help: string | undefined, choices: readonly Choice[], placeholder?: string) => (
    <EditorSelect
      name={name}
      label={label}
      help={help}
      value={value(name)}
      errors={errors}
      choices={choices}
      placeholder={placeholder}
    />
  );
}

/**
 * An editor's controls after its action answered: each shows what was typed when the save was
 * refused (with the server's message), else the `stored` value; `field` and `select` draw them by name.
 */
export function editorControls(actionData: unknown, stored: Readonly<Record<string, string>>) {
  const { errors, values } = refusedInput(actionData);
  const value = (name: string) => values[name] ?? stored[name] ?? "";
  return { value, errors, field: fieldsFrom(value, errors), select: selectsFrom(value, errors) };
}
