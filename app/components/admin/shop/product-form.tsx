import { SelectField } from "~/components/admin/content/home-photos/fields";
import { fieldsFrom } from "~/components/admin/editor/editor-field";
import { ExplainedRadioGroup } from "~/components/admin/editor/radio-group";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { SizeRowsFieldset } from "./size-rows";
import { productStatuses } from "~/catalogue/product-rows";
import { BUILT_IN_PHOTO, STATUS_LABELS } from "~/shared/shop/product.schema";
import type { FieldErrors } from "~/shared/field-errors";

// The fields of a product (decision 050), for a new one and a saved one alike. Every control is a
// plain form field, so the form works without JavaScript; the own-size rows are the saved ones and
// a few blank spares (blank rows are left out when saving).

export interface ProductFormChoices {
  categories: string[];
  photos: { value: string; label: string }[];
  priceSources: { value: string; label: string; sizes: string }[];
}

export function ProductFields({
  values,
  errors,
  choices,
  isNew,
  builtIn,
  save,
}: {
  values: Record<string, string>;
  errors: FieldErrors;
  choices: ProductFormChoices;
  isNew: boolean;
  /** The product still shows the shop's own picture: offered as a choice. */
  builtIn: boolean;
  save: { intent: string; label: string };
}) {
  const value = (name: string) => values[name] ?? "";
  const text = fieldsFrom(value, errors);
  const source = value("priceSource") || "prints";
  const status = value("status") || "published";
  return (
    <div className="max-w-2xl space-y-6">
      {text("title", "Name", "As shown on All Products and the product's page, e.g. Desert Bloom.")}
      {isNew ? (
        text(
          "slug",
          "URL name",
          "The end of the product's address: /product-detail/desert-bloom. Left empty, it is made from the name. It cannot be changed once saved: links, carts and past orders use it.",
        )
      ) : (
        <p>
          <span className="field-label">URL name</span> /product-detail/{value("slug")}{" "}
          <span className="block text-sm text-ink-soft">
            Fixed once saved: links, visitors' carts and past orders use this address.
          </span>
        </p>
      )}
      <SelectField
        id="category"
        name="category"
        label="Category"
        value={value("category")}
        placeholder="Choose a category…"
        groups={[{ choices: choices.categories.map((c) => ({ value: c, label: c })) }]}
        error={errors.category}
        help="All Products groups the products by category."
      />
      {text("newCategory", "Or a new category", "Type a new category's name to use it instead, e.g. Desert Prints.")}
      {text("description", "Description", "A sentence or two, shown under the name.", 4)}
      {text(
        "information",
        "Product Information",
        "One point per line, e.g. Museum-quality paper. Shown as a list on the product's page.",
        6,
      )}
      <SelectField
        id="photo"
        name="photo"
        label="Photo"
        value={value("photo")}
        placeholder="Choose a photo…"
        groups={[
          ...(builtIn
            ? [{ label: "The shop's own", choices: [{ value: BUILT_IN_PHOTO, label: "Keep the shop's own photo" }] }]
            : []),
          { label: "Your Photos library", choices: choices.photos },
        ]}
        error={errors.photo}
        help="Newest first. Upload new photos under Photos; a photo shows here once it has finished processing."
      />
      <ExplainedRadioGroup
        name="priceSource"
        legend="Sizes and prices"
        choices={choices.priceSources.map((option) => ({ ...option, explanation: option.sizes }))}
        value={source}
        help="A price sheet's sizes and prices are edited under Prices, once for every product that uses it; you can name new sheets there too."
        error={errors.priceSource}
      />
      <SizeRowsFieldset
        name="ownSizes"
        legend="Its own sizes and prices"
        help="Only when “Its own sizes and prices” is chosen. Size in inches as width x height (8x10), price in dollars (45). Leave extra rows empty."
        values={values}
        errors={errors}
      />
      <ExplainedRadioGroup
        name="status"
        legend="Status"
        choices={productStatuses.map((s) => ({
          value: s,
          label: STATUS_LABELS[s].label,
          explanation: STATUS_LABELS[s].help,
        }))}
        value={status}
        error={errors.status}
      />
      <SaveButtons save={save} />
    </div>
  );
}
