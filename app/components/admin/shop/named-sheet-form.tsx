import { fieldsFrom } from "~/components/admin/editor/editor-field";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import type { FieldErrors } from "~/shared/field-errors";
import { SizeRowsFieldset } from "./size-rows";

// The fields of a price sheet she names herself (decision 054), for a new one and a saved one alike.

export function NamedSheetFields({
  values,
  errors,
  save,
}: {
  values: Record<string, string>;
  errors: FieldErrors;
  save: { intent: string; label: string };
}) {
  const text = fieldsFrom((name: string) => values[name] ?? "", errors);
  return (
    <div className="max-w-2xl space-y-6">
      {text(
        "name",
        "Name",
        "What you call it, e.g. Canvas or Metal prints. Shown to you on each product's form, not to visitors.",
      )}
      <SizeRowsFieldset
        name="sizes"
        legend="Sizes and prices"
        help="Size in inches as width x height (12x12), price in dollars (120). One to eight sizes; leave extra rows empty. Every product on this sheet is sold in these sizes, at these prices."
        values={values}
        errors={errors}
      />
      <SaveButtons save={save} />
    </div>
  );
}
