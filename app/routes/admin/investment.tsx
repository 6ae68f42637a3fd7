import { data } from "react-router";
import { adminMeta, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { AddOnFields, LINES_HELP, PackageList } from "~/components/admin/content/investment/card-fields";
import { fieldsOf } from "~/components/admin/editor/editor-field";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { ItemList, useDraftAnswer } from "~/components/admin/editor/list-controls";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { editorAction } from "~/server/admin/editor/editor-action.server";
import { answer } from "~/server/admin/editor/edit-result.server";
import { draftListChange, matchListIntent } from "~/server/admin/editor/form-draft.server";
import { requireAdminPage } from "~/server/admin/guard.server";
import { investmentDraftFromForm, readInvestment, saveInvestment } from "~/server/content/investment.server";
import { defineIntents } from "~/shared/admin/intents";
import { blankCard, toInvestmentDraft } from "~/shared/content/investment.schema";
import { MAX_CARDS } from "~/shared/investment-content";
import type { Route } from "./+types/investment";

export const meta: Route.MetaFunction = () => adminMeta("Investment");

/** Save, or one of the list buttons ("up:weddingPackages.1", "add:weddingAddOns"). */
const INTENTS = defineIntents(["save", "list"]);
const SAVE_LABEL = "Save investment";

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const { values, version } = await readInvestment();
  return data({ draft: toInvestmentDraft(values), version }, { headers: session.headers });
}

export function action({ request }: Route.ActionArgs) {
  return editorAction(
    request,
    INTENTS,
    {
      save: {
        async versioned({ form, version, actor }) {
          const draft = investmentDraftFromForm(form);
          const result = await saveInvestment(draft, version, actor);
          return answer(result, { echo: { draft }, context: { stamp: Date.now() } });
        },
      },
      list: ({ form, posted }) =>
        draftListChange(investmentDraftFromForm(form), posted, {
          blank: blankCard,
          max: MAX_CARDS,
          saveLabel: SAVE_LABEL,
        }),
    },
    { maxBytes: 256 * 1024, fallback: INTENTS.save, match: matchListIntent(INTENTS.list) },
  );
}

export default function InvestmentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { version } = loaderData;
  const { draft, errors, changed, stamp } = useDraftAnswer(actionData, loaderData.draft);
  const field = fieldsOf(draft, errors);
  return (
    <>
      <PageTitle lead="The INVESTMENT section of your home page: packages, add-ons and booking notes. Prices here are shown, never charged; print and album prices live with the shop.">
        Investment
      </PageTitle>
      <SaveOutcome result={actionData} viewOnSite="/#investment" reloadTo="/admin/investment" />
      {changed && <Notice>{changed}</Notice>}
      <EditorForm version={version} key={`${version}-${stamp}`} className="space-y-2">
        <Section title="Wedding packages">
          <PackageList list="weddingPackages" cards={draft.weddingPackages} errors={errors} />
          <div className="mt-6">
            {field(
              "weddingIncludes",
              "Every wedding package includes",
              `${LINES_HELP} Leave empty to hide the box.`,
              4,
            )}
          </div>
        </Section>
        <Section title="Wedding package add-ons">
          <ItemList
            list="weddingAddOns"
            items={draft.weddingAddOns}
            max={MAX_CARDS}
            noun={(i) => `add-on ${i + 1}`}
            addLabel="Add an add-on"
            item={(card, { path, index, controls }) => (
              <AddOnFields path={path} card={card} errors={errors} label={`add-on ${index + 1}`}>
                {controls}
              </AddOnFields>
            )}
          />
        </Section>
        <Section title="Family packages">
          <PackageList list="familyPackages" cards={draft.familyPackages} errors={errors} />
          <div className="mt-6">
            {field(
              "familyNote",
              "Note under the family packages",
              "e.g. the price of extended family sessions. Leave empty for none.",
            )}
          </div>
        </Section>
        <Section title="Additional services">
          <PackageList list="additionalServices" cards={draft.additionalServices} errors={errors} />
        </Section>
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
