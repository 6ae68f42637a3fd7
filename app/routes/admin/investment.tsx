import { adminMeta, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { LINES_HELP, ServiceSection } from "~/components/admin/content/investment/card-fields";
import { fieldsOf } from "~/components/admin/editor/editor-field";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { useDraftAnswer } from "~/components/admin/editor/list-controls";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { editorAction } from "~/server/admin/editor/editor-action.server";
import { draftHandlers, editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { matchListIntent } from "~/server/admin/editor/form-draft.server";
import { investmentDraftFromForm, readInvestment, saveInvestment } from "~/server/content/investment.server";
import { defineIntents } from "~/shared/admin/intents";
import { blankCard, toInvestmentDraft } from "~/shared/content/investment.schema";
import { MAX_CARDS } from "~/shared/investment-content";
import type { Route } from "./+types/investment";

export const meta: Route.MetaFunction = () => adminMeta("Investment");

/** Save, or one of the list buttons ("up:weddingPackages.1", "add:weddingAddOns"). */
const INTENTS = defineIntents(["save", "list"]);
const SAVE_LABEL = "Save investment";

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => {
    const { values, version } = await readInvestment();
    return { draft: toInvestmentDraft(values), version };
  });
}

export function action({ request }: Route.ActionArgs) {
  return editorAction(
    request,
    INTENTS,
    draftHandlers(investmentDraftFromForm, {
      save: saveInvestment,
      blank: blankCard,
      max: MAX_CARDS,
      saveLabel: SAVE_LABEL,
    }),
    { maxBytes: 256 * 1024, fallback: INTENTS.save, match: matchListIntent(INTENTS.list) },
  );
}

export default function InvestmentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { version } = loaderData;
  const { draft, errors, changed, stamp } = useDraftAnswer(actionData, loaderData.draft);
  const field = fieldsOf(draft, errors);
  return (
    <>
      <PageTitle lead="The INVESTMENT section of your home page: the packages, add-ons and services you sell, and the booking notes. These prices are what the site shows and what a new proposal copies; print and album prices live with the shop.">
        Investment
      </PageTitle>
      <SaveOutcome result={actionData} viewOnSite="/#investment" reloadTo="/admin/investment" />
      {changed && <Notice>{changed}</Notice>}
      <EditorForm version={version} key={`${version}-${stamp}`} className="space-y-2">
        <ServiceSection list="weddingPackages" cards={draft.weddingPackages} errors={errors}>
          {field("weddingIncludes", "Every wedding package includes", `${LINES_HELP} Leave empty to hide the box.`, 4)}
        </ServiceSection>
        <ServiceSection list="weddingAddOns" cards={draft.weddingAddOns} errors={errors} />
        <ServiceSection list="familyPackages" cards={draft.familyPackages} errors={errors}>
          {field(
            "familyNote",
            "Note under the family packages",
            "e.g. the price of extended family sessions. Leave empty for none.",
          )}
        </ServiceSection>
        <ServiceSection list="additionalServices" cards={draft.additionalServices} errors={errors} />
        <Section title="Travel & booking information">
          {field(
            "travelNotes",
            "Travel and booking notes",
            `${LINES_HELP} The words "booking link" become a link to your booking page (Site settings).`,
            8,
          )}
        </Section>
        <SaveButtons save={{ intent: INTENTS.save, label: SAVE_LABEL }} />
      </EditorForm>
    </>
  );
}
