import { EditorCheckbox } from "~/components/admin/editor/editor-field";
import { FieldsetList, type FieldsetListProps } from "~/components/admin/editor/list-controls";
import type { FieldErrors } from "~/shared/field-errors";
import {
  MAX_EXTRAS,
  MAX_INSTALMENTS,
  MAX_PACKAGES,
  type ExtraDraft,
  type InstalmentDraft,
  type PackageDraft,
} from "~/shared/proposals/proposal-form";
import { radiosOf } from "../editor/radio-group";

// The proposal editor's three lists, on the kit's list editor (Move / Remove / Add on the unsaved
// draft, without JavaScript): the packages the client picks from, the extra lines every option
// includes, and the payments after the retainer. Field names are paths ("packages.1.price").

/** A price she types in dollars; the server turns it into cents. */
const DOLLARS_HELP = "In dollars, e.g. 4500 or 4,500.00.";
const DECIMAL = { inputProps: { inputMode: "decimal" } } as const;
const NUMERIC = { inputProps: { inputMode: "numeric" } } as const;

/** Each list's size, what one item is called (numbered from `first`: the retainer is payment 1) and its Add button. */
const LISTS = {
  packages: { max: MAX_PACKAGES, noun: "package", first: 1, add: "Add a package of your own" },
  extras: { max: MAX_EXTRAS, noun: "line", first: 1, add: "Add a line of your own" },
  instalments: { max: MAX_INSTALMENTS, noun: "payment", first: 2, add: "Add a payment" },
};

function Hidden({ path, values }: { path: string; values: Record<string, string> }) {
  return Object.entries(values).map(([name, value]) => (
    <input key={name} type="hidden" name={`${path}.${name}`} value={value} />
  ));
}

/**
 * One of the lists under the server's message about the list as a whole (errors keyed by its name):
 * each item a fieldset ("Package 2" and its title) of the fields `fields` draws, then its buttons.
 */
function ProposalList<T extends object>(props: {
  list: keyof typeof LISTS;
  items: T[];
  errors: FieldErrors;
  title?: (item: T) => string;
  fields: FieldsetListProps<T>["fields"];
}) {
  const { max, noun, first, add } = LISTS[props.list];
  const name = (index: number) => `${noun} ${index + first}`;
  return <FieldsetList {...props} max={max} noun={name} legend={(index) => capitalised(name(index))} addLabel={add} />;
}

function capitalised(words: string) {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function PackageList({ packages, errors }: { packages: PackageDraft[]; errors: FieldErrors }) {
  return (
    <ProposalList
      list="packages"
      items={packages}
      errors={errors}
      title={(p) => p.title}
      fields={(p, { path, field }) => (
        <>
          <Hidden path={path} values={{ key: p.key, serviceId: p.serviceId }} />
          <div className="grid gap-4 sm:grid-cols-2">
            {field("title", "Name", "e.g. Full Day Coverage.")}
            {field("price", "Price", DOLLARS_HELP, DECIMAL)}
          </div>
          {field("description", "Description (optional)", "A sentence the client reads under the name.", 2)}
          {field("features", "What is included (optional)", "One per line.", 4)}
          <EditorCheckbox name={`${path}.taxable`} checked={p.taxable === "on"} label="Sales tax applies" />
        </>
      )}
    />
  );
}

export function ExtraList({ extras, errors }: { extras: ExtraDraft[]; errors: FieldErrors }) {
  return (
    <ProposalList
      list="extras"
      items={extras}
      errors={errors}
      title={(e) => e.title}
      fields={(e, { path, field }) => (
        <>
          <Hidden path={path} values={{ key: e.key, kind: e.kind, serviceId: e.serviceId }} />
          <div className="grid gap-4 sm:grid-cols-3">
            {field("title", "Name", "e.g. Second photographer.")}
            {field("unitPrice", "Price each", DOLLARS_HELP, DECIMAL)}
            {field("quantity", "How many", "1 to 100.", NUMERIC)}
          </div>
          {field("description", "Description (optional)", "Shown under the line.", 2)}
          <EditorCheckbox name={`${path}.taxable`} checked={e.taxable === "on"} label="Sales tax applies" />
        </>
      )}
    />
  );
}

const DUE_CHOICES = [
  { value: "days_before", label: "Days before the session" },
  { value: "on_date", label: "On a date" },
] as const;

export function InstalmentList({ instalments, errors }: { instalments: InstalmentDraft[]; errors: FieldErrors }) {
  return (
    <ProposalList
      list="instalments"
      items={instalments}
      errors={errors}
      fields={(i, { path, field }) => (
        <>
          {radiosOf(i, errors, path)("kind", "Due", DUE_CHOICES)}
          <div className="grid gap-4 sm:grid-cols-2">
            {field("days", "Days before the session", "For “days before”: 0 is the session day.", NUMERIC)}
            {field("date", "Due date", "For “on a date”.", { type: "date" })}
          </div>
        </>
      )}
    />
  );
}
