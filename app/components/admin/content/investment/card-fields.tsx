import { Section } from "~/components/admin/admin-ui";
import { EditorCheckbox, type FieldsOf } from "~/components/admin/editor/editor-field";
import { FieldsetList } from "~/components/admin/editor/list-controls";
import type { FieldErrors } from "~/shared/field-errors";
import { MAX_CARDS, type ServiceDraft, type ServiceList as List } from "~/shared/investment-content";

// The fields of one card of the investment section: a service she sells (a package, an add-on or
// an additional service). Field names are the card's path ("weddingPackages.2.price"), as the
// server's messages name them; the hidden id keeps the row (and proposals that name it) the same.

const PRICE_HELP = "In dollars, e.g. 2800 or 2,800.00. Shown on the site and copied into the proposals you send.";
export const LINES_HELP = "One per line, in the order shown.";

/** One card's fields, in its fieldset (the list's). */
function ServiceFields({
  list,
  path,
  card,
  field,
}: {
  list: List;
  path: string;
  card: ServiceDraft;
  field: FieldsOf<ServiceDraft>;
}) {
  const box = (name: keyof ServiceDraft & string, text: string) => (
    <EditorCheckbox name={`${path}.${name}`} checked={card[name] === "on"} label={text} />
  );
  return (
    <>
      <input type="hidden" name={`${path}.id`} value={card.id} />
      <div className="grid gap-4 sm:grid-cols-2">
        {field("title", "Name", "e.g. Elopement Package.")}
        {field("subtitle", "Who it suits (optional)", "e.g. Best for fewer than 15 people.")}
        {field("price", "Price", PRICE_HELP)}
        {field("priceUnit", "After the price (optional)", "e.g. per person.")}
      </div>
      {field("description", "Description", "A sentence under the price.", 2)}
      {field(
        "features",
        list === "weddingAddOns" ? "What is included (optional)" : "What is included",
        LINES_HELP,
        list === "weddingAddOns" ? 2 : 5,
      )}
      {box("priceIsFrom", 'Show the price as "Starting at"')}
      {box("taxable", "Sales tax applies (session fees are taxable in Arizona; ask your accountant)")}
      {list === "weddingAddOns" &&
        box("linksToAlbumProject", "The card links to your album project (Site settings → Album project link)")}
    </>
  );
}

/** Each list's section title, what one card is called and its Add button. */
const LISTS: Record<List, { title: string; noun: string; add: string }> = {
  weddingPackages: { title: "Wedding packages", noun: "wedding package", add: "Add a wedding package" },
  weddingAddOns: { title: "Wedding package add-ons", noun: "add-on", add: "Add an add-on" },
  familyPackages: { title: "Family packages", noun: "family package", add: "Add a family package" },
  additionalServices: { title: "Additional services", noun: "service", add: "Add a service" },
};

/** A section of cards, its message (e.g. "Keep at least one service.") above them, and a note field under them. */
export function ServiceSection({
  list,
  cards,
  errors,
  children,
}: {
  list: List;
  cards: ServiceDraft[];
  errors: FieldErrors;
  /** The field under the cards, if any. */
  children?: React.ReactNode;
}) {
  const { title, noun, add } = LISTS[list];
  return (
    <Section title={title}>
      <FieldsetList
        list={list}
        items={cards}
        max={MAX_CARDS}
        errors={errors}
        noun={(i) => `${noun} ${i + 1}`}
        title={(card) => card.title}
        addLabel={add}
        fields={(card, { path, field }) => <ServiceFields list={list} path={path} card={card} field={field} />}
      />
      {children && <div className="mt-6">{children}</div>}
    </Section>
  );
}
