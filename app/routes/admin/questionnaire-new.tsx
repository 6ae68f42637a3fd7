import { adminMeta, Notice } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { useDraftAnswer } from "~/components/admin/editor/list-controls";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { QuestionnaireFields } from "~/components/admin/questionnaires/questionnaire-fields";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { newQuestionnaireAction } from "~/server/questionnaires/questionnaire-actions.server";
import {
  blankQuestionnaire,
  NEW_QUESTIONNAIRE_INTENTS,
  NEW_SAVE_LABEL,
} from "~/shared/questionnaires/questionnaire.schema";
import type { Route } from "./+types/questionnaire-new";

// A new questionnaire: its name, introduction and questions; created, it opens in its editor.

export const meta: Route.MetaFunction = () => adminMeta("New questionnaire");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({ draft: blankQuestionnaire() }));
}

export function action({ request }: Route.ActionArgs) {
  return newQuestionnaireAction(request);
}

export default function NewQuestionnaire({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, errors, changed, stamp } = useDraftAnswer(actionData, loaderData.draft);
  return (
    <>
      <EditorPageHead
        backTo="/admin/questionnaires"
        back="All questionnaires"
        lead="Write the questions once; every client you send it to answers them on her booking page."
      >
        New questionnaire
      </EditorPageHead>
      <SaveOutcome result={actionData} />
      {changed && <Notice>{changed}</Notice>}
      <EditorForm key={stamp} className="space-y-2">
        <QuestionnaireFields draft={draft} errors={errors} />
        <SaveButtons save={{ intent: NEW_QUESTIONNAIRE_INTENTS.create, label: NEW_SAVE_LABEL }} />
      </EditorForm>
    </>
  );
}
