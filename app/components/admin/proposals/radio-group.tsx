import type { FieldErrors } from "~/shared/field-errors";

// A short choice (a discount's kind, a retainer's kind, when a payment is due) as radio buttons
// under a legend, tied to the server's message: easier on a phone than a select of two or three.

export function RadioGroup({
  name,
  legend,
  choices,
  value,
  error,
}: {
  name: string;
  legend: string;
  choices: readonly { value: string; label: string }[];
  value: string;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
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
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
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
