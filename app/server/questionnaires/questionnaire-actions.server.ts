import {
  blankQuestion,
  isQuestionnaireField,
  NEW_QUESTIONNAIRE_INTENTS,
  NEW_SAVE_LABEL,
  QUESTIONNAIRE_INTENTS,
  questionnaireDraftSchema,
  SAVE_LABEL,
  type QuestionnaireDraft,
} from "~/shared/questionnaires/questionnaire.schema";
import { QUESTIONNAIRE_LIMITS } from "~/shared/questionnaires/questionnaire-types";
import { answer } from "../admin/editor/edit-result.server";
import { editorAction } from "../admin/editor/editor-action.server";
import { createdAnswer, draftHandlers } from "../admin/editor/editor-handlers.server";
import { draftListChange, matchListIntent, nestForm } from "../admin/editor/form-draft.server";
import { confirmSample, createQuestionnaire, questionnaireFromUrl, saveQuestionnaire } from "./questionnaires.server";

// The form builder's posts (the kit's editorAction checks the session and the CSRF token): create,
// save at the loaded version, "use the sample as it is", and the question list's Add / Remove /
// Move buttons on the unsaved draft (the kit's one list editor, without JavaScript).

/** Fifty questions with help and choices fit well within this. */
const MAX_BYTES = 256 * 1024;

const readDraft = (form: FormData): QuestionnaireDraft =>
  questionnaireDraftSchema.parse(nestForm(form, isQuestionnaireField));
const listOptions = { blank: blankQuestion, max: QUESTIONNAIRE_LIMITS.questions };

export function newQuestionnaireAction(request: Request) {
  return editorAction(
    request,
    NEW_QUESTIONNAIRE_INTENTS,
    {
      async create({ form, actor }) {
        const draft = readDraft(form);
        const created = await createQuestionnaire(draft, actor);
        const context = { stamp: Date.now() };
        return createdAnswer(created, (id) => `/admin/questionnaires/${id}`, { echo: { draft }, context });
      },
      list: ({ form, posted }) =>
        draftListChange(readDraft(form), posted, { ...listOptions, saveLabel: NEW_SAVE_LABEL }),
    },
    {
      maxBytes: MAX_BYTES,
      fallback: NEW_QUESTIONNAIRE_INTENTS.create,
      match: matchListIntent(NEW_QUESTIONNAIRE_INTENTS.list),
    },
  );
}

export function questionnaireEditorAction(request: Request, idParam: string | undefined) {
  return editorAction(
    request,
    QUESTIONNAIRE_INTENTS,
    {
      ...draftHandlers(readDraft, {
        ...listOptions,
        saveLabel: SAVE_LABEL,
        // Read after the session and CSRF checks: a stranger learns nothing, not even a 404.
        save: async (draft, version, actor) =>
          saveQuestionnaire(await questionnaireFromUrl(idParam), draft, version, actor),
      }),
      confirm: {
        async versioned({ version, actor }) {
          return answer(await confirmSample(await questionnaireFromUrl(idParam), version, actor));
        },
      },
    },
    { maxBytes: MAX_BYTES, fallback: QUESTIONNAIRE_INTENTS.save, match: matchListIntent(QUESTIONNAIRE_INTENTS.list) },
  );
}
