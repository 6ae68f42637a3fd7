import { EditorCheckbox, EditorField, fieldsOf } from "~/components/admin/editor/editor-field";
import { ItemList, ListItemFieldset } from "~/components/admin/editor/list-controls";
import type { FieldErrors } from "~/shared/field-errors";
import {
  MAX_EXTRAS,
  MAX_INSTALMENTS,
  MAX_PACKAGES,
  type ExtraDraft,
  type InstalmentDraft,
  type PackageDraft,
} from "~/shared/proposals/proposal-form";
import { RadioGroup } from "./radio-group";

// The proposal editor's three lists, on the kit's list editor (Move / Remove / Add on the unsaved
// draft, without JavaScript): the packages the client picks from, the extra lines every option
// includes, and the payments after the retainer. Field names are paths ("packages.1.price").

/** A price she types in dollars; the server turns it into cents. */
function DollarsField(props: { name: string; label: string; value: string; errors: FieldErrors }) {
  return <EditorField {...props} help="In dollars, e.g. 4500 or 4,500.00." inputProps={{ inputMode: "decimal" }} />;
}

function Hidden({ path, values }: { path: string; values: Record<string, string> }) {
  return Object.entries(values).map(([name, value]) => (
    <input key={name} type="hidden" name={`${path}.${name}`} value={value} />
  ));
}

/** The kit's list, under the server's message about the list as a whole (errors keyed by its name). */
function CheckedList<T>({ errors, ...list }: Parameters<typeof ItemList<T>>[0] & { errors: FieldErrors }) {
  const error = errors[list.list];
  return (
    <>
      {error && <p className="mb-3 text-sm text-danger">{error}</p>}
      <ItemList {...list} />
    </>
  );
}

export function PackageList({ packages, errors }: { packages: PackageDraft[]; errors: FieldErrors }) {
  return (
    <CheckedList
      errors={errors}
      list="packages"
      items={packages}
      max={MAX_PACKAGES}
      noun={(i) => `package ${i + 1}`}
      addLabel="Add a package of your own"
      item={(p, { path, index, controls }) => {
        const field = fieldsOf(p, errors, path);
        return (
          <ListItemFieldset path={path} label={`Package ${index + 1}`} title={p.title}>
            <Hidden path={path} values={{ key: p.key, serviceId: p.serviceId }} />
            <div className="grid gap-4 sm:grid-cols-2">
              {field("title", "Name", "e.g. Full Day Coverage.")}
              <DollarsField name={`${path}.price`} label="Price" value={p.price} errors={errors} />
            </div>
            {field("description", "Description (optional)", "A sentence the client reads under the name.", 2)}
            {field("features", "What is included (optional)", "One per line.", 4)}
            <EditorCheckbox name={`${path}.taxable`} checked={p.taxable === "on"} label="Sales tax applies" />
            {controls}
          </ListItemFieldset>
        );
      }}
    />
  );
}

export function ExtraList({ extras, errors }: { extras: ExtraDraft[]; errors: FieldErrors }) {
  return (
    <CheckedList
      errors={errors}
      list="extras"
      items={extras}
      max={MAX_EXTRAS}
      noun={(i) => `line ${i + 1}`}
      addLabel="Add a line of your own"
      item={(e, { path, index, controls }) => {
        const field = fieldsOf(e, errors, path);
        return (
          <ListItemFieldset path={path} label={`Line ${index + 1}`} title={e.title}>
            <Hidden path={path} values={{ key: e.key, kind: e.kind, serviceId: e.serviceId }} />
            <div className="grid gap-4 sm:grid-cols-3">
              {field("title", "Name", "e.g. Second photographer.")}
              <DollarsField name={`${path}.unitPrice`} label="Price each" value={e.unitPrice} errors={errors} />
              <EditorField
                name={`${path}.quantity`}
                label="How many"
                help="1 to 100."
                value={e.quantity}
                errors={errors}
                inputProps={{ inputMode: "numeric" }}
              />
            </div>
            {field("description", "Description (optional)", "Shown under the line.", 2)}
            <EditorCheckbox name={`${path}.taxable`} checked={e.taxable === "on"} label="Sales tax applies" />
            {controls}
          </ListItemFieldset>
        );
      }}
    />
  );
}

const DUE_CHOICES = [
  { value: "days_before", label: "Days before the session" },
  { value: "on_date", label: "On a date" },
] as const;

export function InstalmentList({ instalments, errors }: { instalments: InstalmentDraft[]; errors: FieldErrors }) {
  return (
    <CheckedList
      errors={errors}
      list="instalments"
      items={instalments}
      max={MAX_INSTALMENTS}
      noun={(i) => `payment ${i + 2}`}
      addLabel="Add a payment"
      item={(i, { path, index, controls }) => (
        <ListItemFieldset path={path} label={`Payment ${index + 2}`} title="">
          <RadioGroup
            name={`${path}.kind`}
            legend="Due"
            choices={DUE_CHOICES}
            value={i.kind}
            error={errors[`${path}.kind`]}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <EditorField
              name={`${path}.days`}
              label="Days before the session"
              help="For “days before”: 0 is the session day."
              value={i.days}
              errors={errors}
              inputProps={{ inputMode: "numeric" }}
            />
            <EditorField
              name={`${path}.date`}
              label="Due date"
              help="For “on a date”."
              value={i.date}
              errors={errors}
              type="date"
            />
          </div>
          {controls}
        </ListItemFieldset>
      )}
    />
  );
}
