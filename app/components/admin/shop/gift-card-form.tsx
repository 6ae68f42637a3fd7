import { FieldsSection, Section } from "~/components/admin/admin-ui";
import { editorControls } from "~/components/admin/editor/editor-field";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { formatPrice } from "~/shared/money";
import { amountsText, BLANK_GIFT_CARD, CUSTOM_AMOUNT, NEW_GIFT_CARD_INTENTS } from "~/shared/shop/gift-card.schema";

// The issue form and her amounts (decision 046), as typed when a save was refused.

const decimal = { inputProps: { inputMode: "decimal" as const } };

export function GiftCardFields({ amounts, actionData }: { amounts: readonly number[]; actionData: unknown }) {
  const { field, select } = editorControls(actionData, BLANK_GIFT_CARD);
  const choices = [
    ...amounts.map((cents) => ({ value: String(cents), label: formatPrice(cents) })),
    { value: CUSTOM_AMOUNT, label: "A custom amount" },
  ];
  return (
    <>
      <FieldsSection title="The card">
        {select("amount", "Amount", "One of your amounts, or a custom amount typed below.", choices, "Choose…")}
        {field("customAmount", "Custom amount", "In dollars, for example 75.00 (for a custom amount).", decimal)}
      </FieldsSection>
      <FieldsSection title="Who it is for">
        {field("recipientName", "Recipient's name", "The card greets them by this name.")}
        {field("recipientEmail", "Recipient's e-mail", "The card (a PDF) and its code are sent here.", {
          type: "email",
        })}
        {field("message", "Message", "Printed on the card; up to 500 characters. Optional.", 4)}
      </FieldsSection>
      <SaveButtons save={{ intent: NEW_GIFT_CARD_INTENTS.issue, label: "Issue and send the card" }} />
    </>
  );
}

export function AmountsFields({ amounts, actionData }: { amounts: readonly number[]; actionData: unknown }) {
  const { field } = editorControls(actionData, { amounts: amountsText(amounts) });
  return (
    <Section title="Your amounts">
      <p className="mb-3 text-sm text-ink-soft">
        These amounts are also what visitors can buy on your public{" "}
        <a href="/gift-cards" className="text-clay underline">
          Gift Cards page
        </a>
        : a change shows there right away.
      </p>
      {field("amounts", "Amounts offered", "In dollars, separated by commas, for example 50, 100, 250.", decimal)}
      <SaveButtons save={{ intent: NEW_GIFT_CARD_INTENTS.amounts, label: "Save the amounts" }} />
    </Section>
  );
}
