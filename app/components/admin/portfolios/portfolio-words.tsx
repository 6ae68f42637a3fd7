import { PORTFOLIO_INTENTS, type PortfolioDetails } from "~/shared/content/portfolio.schema";
import type { FieldErrors } from "~/shared/field-errors";
import { EditorForm } from "../editor/editor-form";
import { EditorField } from "../editor/editor-field";

// A portfolio's words: where each one shows, in the photographer's terms.

const WORDS: ReadonlyArray<{ name: keyof PortfolioDetails; label: string; help: string; rows?: number }> = [
  { name: "title", label: "Title", help: "On the card on the Portfolio page, and the browser tab's title." },
  { name: "cardText", label: "Card text", help: "The short line under the title on the Portfolio page's card." },
  { name: "heading", label: "Page heading", help: "The large heading at the top of this portfolio's page." },
  { name: "subtitle", label: "Subtitle", help: "The line under the heading.", rows: 2 },
  {
    name: "description",
    label: "Description for search engines",
    help: "One or two sentences Google may show under the page's title in its results.",
    rows: 2,
  },
];

export function PortfolioWords({
  version,
  value,
  errors,
}: {
  version: number;
  value: (name: keyof PortfolioDetails) => string;
  errors: FieldErrors;
}) {
  return (
    <EditorForm version={version} key={version} className="space-y-5">
      {WORDS.map((word) => (
        <EditorField key={word.name} {...word} value={value(word.name)} errors={errors} />
      ))}
      <button type="submit" name="intent" value={PORTFOLIO_INTENTS.details} className="btn-primary">
        Save words
      </button>
    </EditorForm>
  );
}
