import type { ReactNode } from "react";
import type { FieldErrors } from "~/shared/field-errors";
import type { Choice } from "./editor-field";
import { FieldHints } from "./editor-field";

// A short choice (a discount's kind, a retainer's kind, when a payment is due, a gallery's
// downloads) as radio buttons under a legend, tied to the server's message: easier on a phone than
// a select of two or three.

export function RadioGroup({
  name,
  legend,
  choices,
  value,
  error,
  stacked = false,
  children,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  value: string;
  error?: string;
  /** One choice a line (longer words), rather than side by side. */
  stacked?: boolean;
  /** Hints under the choices, above the server's message. */
  children?: ReactNode;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className={stacked ? "space-y-1" : "flex flex-wrap gap-x-5 gap-y-1"}>
        {choices.map((c) => (
          <label key={c.value} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={c.value}
              defaultChecked={value === c.value}
              className="h-4 w-4 accent-clay"
            />
            {c.label}
          </label>
        ))}
      </div>
      {children}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Choices that each need a line of explanation (a product's status, where its sizes come from):
 * each radio button's label in bold with its explanation under it, the group's hint and the
 * server's message under them all.
 */
export function ExplainedRadioGroup({
  name,
  legend,
  choices,
  value,
  help,
  error,
}: {
  name: string;
  legend: string;
  choices: readonly (Choice & { explanation: string })[];
  value: string;
  help?: string;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className="space-y-2">
        {choices.map((c) => (
          <div key={c.value} className="flex gap-2">
            <input
              type="radio"
              id={`${name}-${c.value}`}
              name={name}
              value={c.value}
              defaultChecked={value === c.value}
              className="mt-1 h-5 w-5 shrink-0"
            />
            <label htmlFor={`${name}-${c.value}`}>
              <span className="font-medium">{c.label}</span>
              <span className="block text-sm text-ink-soft">{c.explanation}</span>
            </label>
          </div>
        ))}
      </div>
      <FieldHints id={name} help={help} error={error} />
    </fieldset>
  );
}

/** The radio groups of one draft or list item, by name, like the kit's fieldsOf: `radio("kind", "Due", choices)`. */
export function radiosOf<T extends object>(item: T, errors: FieldErrors, path = "") {
  return (name: keyof T & string, legend: string, choices: readonly { value: string; label: string }[]) => {
    const full = path ? `${path}.${name}` : name;
    const value = item[name];
    return (
      <RadioGroup
        name={full}
        legend={legend}
        choices={choices}
        value={typeof value === "string" ? value : ""}
        error={errors[full]}
      />
    );
  };
}
