import { useEffect } from "react";
import { adminMeta, PageTitle } from "~/components/admin/admin-ui";
import { FeaturedListForm } from "~/components/admin/content/home-photos/featured-list-form";
import { listState } from "~/components/admin/content/home-photos/list-state";
import { PhotoListForm } from "~/components/admin/content/home-photos/photo-list-form";
import { answer, refusedAnswer } from "~/server/admin/editor/edit-result.server";
import { editorAction, type EditorRequest } from "~/server/admin/editor/editor-action.server";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { field, textValues } from "~/server/admin/editor/form-values.server";
import { draftAnswer, homePhotosEditorData, rowChangeAnswer } from "~/server/content/home-media-editor.server";
import { checkListRows, saveHomeMediaList } from "~/server/content/home-media.server";
import { EDIT_MESSAGES } from "~/shared/admin/edit-messages";
import {
  draftRows,
  flatForm,
  HOME_MEDIA_LISTS,
  HOME_PHOTOS_INTENTS as INTENTS,
  listFormFields,
  matchRowIntent,
  rowIntent,
  type DraftRow,
  type HomeMediaList,
} from "~/shared/content/home-media-form";
import type { Route } from "./+types/home-photos";

// The home page's photos (issue 18, decision 023): the hero slides, the "Featured by" logos and the
// about photos, one form each with its own version. Every button is a plain form post, so moving,
// removing and adding work without JavaScript: they change the draft the page shows (with a
// preview), and only "Save" writes it.

export const meta: Route.MetaFunction = () => adminMeta("Home page photos");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, () => homePhotosEditorData());
}

interface PostedList {
  list: HomeMediaList;
  rows: DraftRow[];
  /** The picker's choice, for Add and "Use this photo". */
  pick: string;
}

/** Runs `handler` with the list the form edits and its rows as typed; refused without a list. */
const withList =
  <R extends EditorRequest>(handler: (input: R & PostedList) => Promise<unknown>) =>
  (input: R) => {
    const list = HOME_MEDIA_LISTS.find((name) => name === field(input.form, "list"));
    if (!list) return refusedAnswer("This form is missing which list it edits. Reload the page.");
    const values = textValues(input.form, listFormFields(list));
    return handler({ ...input, list, rows: draftRows(list, values), pick: values.pick ?? "" });
  };

/** A row button (Add, Use this photo, Move up, Move down, Remove): a change to the draft only. */
const rowChange = withList(async ({ list, rows, pick, posted }) => {
  const change = rowIntent(posted);
  if (!change) return refusedAnswer(EDIT_MESSAGES.unknownIntent);
  return rowChangeAnswer(list, rows, change, pick);
});

export function action({ request }: Route.ActionArgs) {
  return editorAction(
    request,
    INTENTS,
    {
      save: {
        versioned: withList(async ({ list, rows, version, actor }) => {
          const result = await saveHomeMediaList(list, rows, version, actor);
          return answer(result, { echo: { values: { ...flatForm(rows), list } }, context: { list } });
        }),
      },
      // Checked like a save, shown like the page, stored nowhere.
      preview: withList(async ({ list, rows }) => {
        const checked = await checkListRows(list, rows);
        if (!checked.ok) return answer(checked.refusal, { echo: { values: { ...flatForm(rows), list } } });
        return draftAnswer(list, rows, { preview: true });
      }),
      add: rowChange,
      use: rowChange,
      up: rowChange,
      down: rowChange,
      remove: rowChange,
    },
    { fallback: INTENTS.save, match: matchRowIntent },
  );
}

export default function HomePhotosEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { choices, logoChoices } = loaderData;
  // One picker per form (not one per row): the library can hold hundreds of photos.
  const state = (list: HomeMediaList) => listState(list, loaderData, actionData);
  // After a move, removal or addition the form is drawn anew: put the focus back where she was.
  const focus = (actionData as { focus?: string } | undefined)?.focus;
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus, actionData]);
  return (
    <>
      <PageTitle lead="The photos of your home page: the slideshow at the top, the logos under Featured by and the portraits beside your about text. Choose them from your photo library; changes show on the site as soon as you save.">
        Home page photos
      </PageTitle>
      <PhotoListForm state={state("hero")} choices={choices} />
      <FeaturedListForm state={state("featured")} choices={choices} logoChoices={logoChoices} />
      <PhotoListForm state={state("about")} choices={choices} />
    </>
  );
}
