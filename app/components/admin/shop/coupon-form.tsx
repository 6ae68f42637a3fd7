import { FieldsSection } from "~/components/admin/admin-ui";
import { EditorCheckbox, editorControls } from "~/components/admin/editor/editor-field";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import type { CouponForm } from "~/shared/shop/coupon.schema";

// The inside of the coupon's form (new and editor), as typed when a save was refused (decision 045).

const KINDS = [
  { value: "percent", label: "A percent off" },
  { value: "amount", label: "An amount off (dollars)" },
];

/** The whole order, or one of her products' categories (and the coupon's own, if no product has it any more). */
const scopesOf = (categories: readonly string[], stored: string) => [
  { value: "", label: "The whole order" },
  ...[...new Set([...categories, ...(stored ? [stored] : [])])].map((category) => ({
    value: category,
    label: `Only ${category}`,
  })),
];

const PLACES = [
  { value: "shop", label: "Shop orders only" },
  { value: "invoices", label: "Session invoices only" },
  { value: "both", label: "Shop orders and session invoices" },
];

const numeric = { inputProps: { inputMode: "numeric" as const } };
const decimal = { inputProps: { inputMode: "decimal" as const } };

export function CouponFields({
  stored,
  categories,
  actionData,
  save,
}: {
  stored: CouponForm;
  categories: readonly string[];
  actionData: unknown;
  save: { intent: string; label: string };
}) {
  const { value, errors, field, select } = editorControls(actionData, stored);
  return (
    <>
      <FieldsSection title="The code">
        {field("code", "Code", "What buyers type in the cart, for example SPRING10: letters and digits only.")}
        {select("kind", "Discount", "A percent of the lines it applies to, or a fixed amount off them.", KINDS)}
        {field("percentOff", "Percent off", "A whole percent from 1 to 100 (for a percent off).", numeric)}
        {field("amountOff", "Amount off", "In dollars, for example 10.00 (for an amount off).", decimal)}
        {select(
          "category",
          "Applies to",
          "The whole order, or only the lines of one shop category.",
          scopesOf(categories, stored.category),
        )}
        {select(
          "usableOn",
          "Usable on",
          "Where clients can enter it: the shop's cart, the pay button of a session invoice (retainer, instalment or one-off), or both.",
          PLACES,
        )}
      </FieldsSection>
      <FieldsSection title="Conditions">
        {field(
          "minOrder",
          "Minimum order",
          "In dollars: the items must come to this much or more. Empty for none.",
          decimal,
        )}
        {field("startsOn", "First day", "Arizona date; empty to start now.", { type: "date" })}
        {field("endsOn", "Last day", "Arizona date, included; empty for no end.", { type: "date" })}
        {field("maxUses", "Maximum uses", "How many orders may use it. Empty for no limit.", numeric)}
        <EditorCheckbox
          name="active"
          checked={value("active") === "on"}
          label="Active: buyers can use it"
          errors={errors}
        />
      </FieldsSection>
      <SaveButtons save={save} />
    </>
  );
}
