import { Section } from "~/components/admin/admin-ui";
import { EditorCheckbox, fieldsOf } from "~/components/admin/editor/editor-field";
import { ItemList, ListItemFieldset } from "~/components/admin/editor/list-controls";
import type { FieldErrors } from "~/shared/field-errors";
import { MAX_CARDS, type AddOnDraft, type PackageDraft, type PackageList as List } from "~/shared/investment-content";

// The fields of one card of the investment section: a package (or service), or a wedding add-on.
// Field names are the card's path ("weddingPackages.2.price"), as the server's messages name them.

export const PRICE_HELP = "In dollars, e.g. 4000 or 4,000.00. Shown only: nothing is charged from here.";
export const LINES_HELP = "One per line, in the order shown.";

interface CardProps<T> {
  path: string;
  card: T;
  errors: FieldErrors;
  /** e.g. "wedding package 2". */
  label: string;
  /** The card's Move / Remove buttons. */
  children: React.ReactNode;
}

function PackageFields({ path, card, errors, label, children }: CardProps<PackageDraft>) {
  const field = fieldsOf(card, errors, path);
  return (
    <ListItemFieldset path={path} label={label} title={card.title}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("title", "Name", "e.g. Elopement Package.")}
        {field("subtitle", "Who it suits (optional)", "e.g. Best for fewer than 15 people.")}
        {field("price", "Price shown", PRICE_HELP)}
        {field("priceUnit", "After the price (optional)", "e.g. per person.")}
      </div>
      {field("description", "Description", "A sentence under the price.", 2)}
      {field("features", "What is included", LINES_HELP, 5)}
      {children}
    </ListItemFieldset>
  );
}

function AddOnFields({ path, card, errors, label, children }: CardProps<AddOnDraft>) {
  const field = fieldsOf(card, errors, path);
  return (
    <ListItemFieldset path={path} label={label} title={card.title}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("title", "Name", "e.g. Second Shooter.")}
        {field("price", "Price shown", PRICE_HELP)}
      </div>
      {field("description", "Description", "A sentence under the price.", 2)}
      <EditorCheckbox
        name={`${path}.priceIsFrom`}
        checked={card.priceIsFrom === "on"}
        label='Show the price as "Starting at"'
      />
      <EditorCheckbox
        name={`${path}.linksToAlbumProject`}
        checked={card.linksToAlbumProject === "on"}
        label="The card links to your album project (Site settings → Album project link)"
      />
      {children}
    </ListItemFieldset>
  );
}

const PACKAGE_NOUNS: Record<List, string> = {
  weddingPackages: "wedding package",
  familyPackages: "family package",
  additionalServices: "service",
};

/** A section of package cards, its message (e.g. "Keep at least one service.") above them, and a note field under them. */
export function PackageSection({
  title,
  list,
  cards,
  errors,
  children,
}: {
  title: string;
  list: List;
  cards: PackageDraft[];
  errors: FieldErrors;
  /** The field under the cards, if any. */
  children?: React.ReactNode;
}) {
  const noun = PACKAGE_NOUNS[list];
  return (
    <Section title={title}>
      {errors[list] && <p className="mb-3 text-sm text-danger">{errors[list]}</p>}
      <ItemList
        list={list}
        items={cards}
        max={MAX_CARDS}
        noun={(i) => `${noun} ${i + 1}`}
        addLabel={`Add a ${noun}`}
        item={(card, { path, index, controls }) => (
          <PackageFields path={path} card={card} errors={errors} label={`${noun} ${index + 1}`}>
            {controls}
          </PackageFields>
        )}
      />
      {children && <div className="mt-6">{children}</div>}
    </Section>
  );
}

/** The wedding add-ons. */
export function AddOnList({ addOns, errors }: { addOns: AddOnDraft[]; errors: FieldErrors }) {
  return (
    <ItemList
      list="weddingAddOns"
      items={addOns}
      max={MAX_CARDS}
      noun={(i) => `add-on ${i + 1}`}
      addLabel="Add an add-on"
      item={(card, { path, index, controls }) => (
        <AddOnFields path={path} card={card} errors={errors} label={`add-on ${index + 1}`}>
          {controls}
        </AddOnFields>
      )}
    />
  );
}
