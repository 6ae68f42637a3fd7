import { adminMeta, Badge, Notice } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { useDraftAnswer } from "~/components/admin/editor/list-controls";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { QuestionnaireFields } from "~/components/admin/questionnaires/questionnaire-fields";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { questionnaireEditorAction } from "~/server/questionnaires/questionnaire-actions.server";
import { questionnaireFromUrl } from "~/server/questionnaires/questionnaires.server";
import { QUESTIONNAIRE_INTENTS, SAVE_LABEL, toQuestionnaireDraft } from "~/shared/questionnaires/questionnaire.schema";
import type { Route } from "./+types/questionnaire";

// One questionnaire in the form builder: add, reword, reorder or remove questions (the kit's list
// buttons, without JavaScript). Answers already given keep the questions they answered.

export const meta: Route.MetaFunction = () => adminMeta("Questionnaire");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => {
    const questionnaire = await questionnaireFromUrl(params.id);
    return {
      questionnaire,
      draft: toQuestionnaireDraft(questionnaire),
      created: new URL(request.url).searchParams.has("created"),
    };
  });
}

export function action({ request, params }: Route.ActionArgs) {
  return questionnaireEditorAction(request, params.id);
}

export default function QuestionnaireEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { questionnaire, created } = loaderData;
  const { draft, errors, changed, stamp } = useDraftAnswer(actionData, loaderData.draft);
  return (
    <>
      <EditorPageHead
        backTo="/admin/questionnaires"
        back="All questionnaires"
        lead="What your client answers on her booking page once she is booked. Clients who already started keep the questions they were asked."
      >
        {questionnaire.name} {questionnaire.isSample && <Badge tone="warn">SAMPLE</Badge>}
      </EditorPageHead>
      {created && !actionData && <Notice>Created. Choose it on a proposal to send it.</Notice>}
      <SaveOutcome result={actionData} reloadTo={`/admin/questionnaires/${questionnaire.id}`} />
      {changed && <Notice>{changed}</Notice>}
      {questionnaire.isSample && (
        <div className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
          <p>
            This is a sample to start from. Change the questions to fit how you work and save, or keep it as it is: it
            stays on your go-live checklist until you do one or the other.
          </p>
          <EditorForm version={questionnaire.version} className="mt-3">
            <button type="submit" name="intent" value={QUESTIONNAIRE_INTENTS.confirm} className="btn-outline">
              Use it as it is
            </button>
          </EditorForm>
        </div>
      )}
      <EditorForm version={questionnaire.version} key={`${questionnaire.version}-${stamp}`} className="space-y-2">
        <QuestionnaireFields draft={draft} errors={errors} />
        <SaveButtons save={{ intent: QUESTIONNAIRE_INTENTS.save, label: SAVE_LABEL }} />
      </EditorForm>
    </>
  );
}
