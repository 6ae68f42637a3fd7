import { fieldsFrom } from "~/components/admin/editor/editor-field";
import type { FieldErrors } from "~/shared/field-errors";

// Rows of sizes and prices (a product's own sizes, a sheet she names): the saved rows and a few
// blank spares, each a plain pair of fields "{name}.{row}.size" / "{name}.{row}.price", so the form
// works without JavaScript; blank rows are left out when saving.

/** Blank rows the form shows beyond the saved ones. */
const SPARE_ROWS = 3;

export function SizeRowsFieldset({
  name,
  legend,
  help,
  values,
  errors,
}: {
  name: string;
  legend: string;
  help: string;
  values: Record<string, string>;
  errors: FieldErrors;
}) {
  const text = fieldsFrom((field: string) => values[field] ?? "", errors);
  const row = new RegExp(`^${name}\\.(\\d+)\\.`);
  const saved = Math.max(-1, ...Object.keys(values).map((k) => Number(row.exec(k)?.[1] ?? -1))) + 1;
  const rows = Array.from({ length: saved + SPARE_ROWS }, (_, i) => i);
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <p className="mb-2 text-sm text-ink-soft">{help}</p>
      {errors[name] && <p className="mb-2 text-sm text-danger">{errors[name]}</p>}
      <div className="space-y-3">
        {rows.map((i) => (
          <div key={i} className="grid grid-cols-2 gap-3">
            {text(`${name}.${i}.size`, `Size ${i + 1}`, undefined)}
            {text(`${name}.${i}.price`, `Price ${i + 1}`, undefined, { inputProps: { inputMode: "decimal" } })}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
