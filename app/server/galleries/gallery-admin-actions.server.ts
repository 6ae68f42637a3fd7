import { whichMessage } from "~/shared/admin/edit-messages";
import { positiveInt } from "~/shared/admin/form-fields";
import { ROW_MOVES, type RowMoveIntent } from "~/shared/admin/list-moves";
import type { IntentOf } from "~/shared/admin/intents";
import { extendedExpiry } from "~/shared/galleries/gallery-admin-rules";
import {
  GALLERY_INTENTS as I,
  GALLERY_MESSAGES,
  NEW_GALLERY_FIELDS,
  NEW_GALLERY_INTENTS,
  SET_FIELDS,
  SET_MOVES,
  SETTINGS_FIELDS,
} from "~/shared/galleries/gallery-admin.schema";
import { deleteAction } from "../admin/editor/delete-action.server";
import { answer, refused, type EditResult } from "../admin/editor/edit-result.server";
import { editorAction, type VersionedRequest } from "../admin/editor/editor-action.server";
import { createAction, createValues } from "../admin/editor/editor-handlers.server";
import { field, formIds, textValues } from "../admin/editor/form-values.server";
import { galleryFromUrl } from "./gallery-admin.server";
import { deleteGallery } from "./gallery-admin-delete.server";
import { createDraft, extendGallery, saveSettings, setPublished, type GalleryEdit } from "./gallery-admin-edits.server";
import { addFromLibrary } from "./gallery-admin-library.server";
import { movePhoto, movePhotosToSet, removePhotos, setCover } from "./gallery-admin-photos.server";
import { createSet, deleteSet, moveSet, renameSet, setSetDownloads } from "./gallery-admin-sets.server";
import { viewAsClient } from "./gallery-view-as-client.server";

// The gallery admin's form posts, one small handler per intent (the kit's editorAction checks the
// session, the CSRF token and, for a versioned change, the form's version). Every answer carries
// its intent, and a move its photo or set, so the screen keeps the keyboard focus where it was.

type Intent = IntentOf<typeof I>;

const setTitle = (form: FormData) => textValues(form, SET_FIELDS);
type Work = (edit: GalleryEdit, form: FormData) => Promise<EditResult>;

/** The list screen's form: a new draft gallery, then its editor. */
export function newGalleryAction(request: Request) {
  // The code typed is never sent back.
  const create = createValues(NEW_GALLERY_FIELDS, createDraft, {
    open: (id) => `/admin/galleries/${id}`,
    secret: ["accessCode"],
  });
  return createAction(request, NEW_GALLERY_INTENTS, create);
}

/** The confirmation page's Delete for good, at the version that page was loaded at. */
export function deleteGalleryAction(request: Request, idParam: string | undefined) {
  return deleteAction(
    request,
    {
      async versioned({ version, actor }) {
        const gallery = await galleryFromUrl(idParam);
        return deleteGallery({ gallery, expectedVersion: version, actorEmail: actor });
      },
    },
    { done: "/admin/galleries?deleted=1" },
  );
}

export function galleryEditorAction(request: Request, idParam: string | undefined, now = new Date()) {
  // Read after the session and CSRF checks: a stranger learns nothing, not even a 404.
  const gallery = () => galleryFromUrl(idParam);
  /** A versioned change of the gallery, answered with its intent (and what `echo` sends back). */
  const change = (intent: Intent, work: Work, echo?: (form: FormData) => Record<string, unknown>) => ({
    async versioned({ form, version, actor }: VersionedRequest) {
      const edit = { gallery: await gallery(), expectedVersion: version, actorEmail: actor };
      return answer(await work(edit, form), { echo: echo?.(form), context: { intent } });
    },
  });
  /** A change of one set or photo (a hidden id), or refused; the answer names it unless `focus` is false. */
  const onOne = (
    name: "setId" | "itemId",
    intent: Intent,
    work: (edit: GalleryEdit, id: number, form: FormData) => Promise<EditResult>,
    options: { focus?: boolean; echo?: (form: FormData) => Record<string, unknown> } = {},
  ) => ({
    async versioned({ form, version, actor }: VersionedRequest) {
      const id = positiveInt(field(form, name));
      if (id === undefined) return answer(refused(whichMessage(name === "setId" ? "set" : "photo")));
      const edit = { gallery: await gallery(), expectedVersion: version, actorEmail: actor };
      const context = options.focus === false ? { intent } : { intent, [name]: id };
      return answer(await work(edit, id, form), { echo: options.echo?.(form), context });
    },
  });
  /** A photo row's Move buttons and a drop, within the photo's set. */
  const movePhotoBy = (intent: RowMoveIntent) =>
    onOne("itemId", intent, (edit, id, form) => {
      const kind = ROW_MOVES[intent];
      if (kind !== "to") return movePhoto(edit, { kind, id });
      // Drag and drop: the 0-based place within the photo's set where it was dropped.
      const raw = field(form, "index");
      const index = raw === "0" ? 0 : positiveInt(raw);
      return index === undefined
        ? Promise.resolve(refused(GALLERY_MESSAGES.badPlace))
        : movePhoto(edit, { kind, id, index });
    });
  /** A change of the ticked photos (one or more), or refused. */
  const onTicked = (intent: Intent, work: (edit: GalleryEdit, ids: number[], form: FormData) => Promise<EditResult>) =>
    change(intent, async (edit, form) => {
      const ids = formIds(form, "itemId");
      return ids?.length ? work(edit, ids, form) : refused(GALLERY_MESSAGES.choosePhotos);
    });

  return editorAction(request, I, {
    settings: change(
      I.settings,
      (edit, form) => saveSettings(edit, textValues(form, SETTINGS_FIELDS), now),
      // What was typed comes back; the code does not.
      (form) => ({ values: { ...textValues(form, SETTINGS_FIELDS), accessCode: "" } }),
    ),
    publish: change(I.publish, (edit) => setPublished(edit, true)),
    unpublish: change(I.unpublish, (edit) => setPublished(edit, false)),
    extend: change(
      I.extend,
      (edit, form) => extendGallery(edit, field(form, "newExpiry"), now),
      (form) => ({ values: { newExpiry: field(form, "newExpiry") } }),
    ),
    "extend-30": change(I["extend-30"], (edit) =>
      extendGallery(edit, extendedExpiry(edit.gallery.expires_on, 30, now), now),
    ),
    "set-add": change(
      I["set-add"],
      (edit, form) => createSet(edit, setTitle(form)),
      (form) => ({ values: setTitle(form) }),
    ),
    "set-rename": onOne("setId", I["set-rename"], (edit, id, form) => renameSet(edit, id, setTitle(form)), {
      echo: (form) => ({ values: setTitle(form) }),
    }),
    "set-up": onOne("setId", I["set-up"], (edit, id) => moveSet(edit, id, SET_MOVES["set-up"])),
    "set-down": onOne("setId", I["set-down"], (edit, id) => moveSet(edit, id, SET_MOVES["set-down"])),
    "set-delete": onOne("setId", I["set-delete"], (edit, id) => deleteSet(edit, id), { focus: false }),
    "set-downloads": onOne(
      "setId",
      I["set-downloads"],
      (edit, id, form) => setSetDownloads(edit, id, field(form, "setDownloads")),
      { focus: false },
    ),
    "move-up": movePhotoBy(I["move-up"]),
    "move-down": movePhotoBy(I["move-down"]),
    "move-top": movePhotoBy(I["move-top"]),
    "move-to": movePhotoBy(I["move-to"]),
    cover: onOne("itemId", I.cover, (edit, itemId) => setCover(edit, itemId)),
    "to-set": onTicked(I["to-set"], (edit, ids, form) => {
      const target = field(form, "targetSet");
      const setId = target === "none" ? null : positiveInt(target);
      return setId === undefined
        ? Promise.resolve(refused(GALLERY_MESSAGES.chooseTargetSet))
        : movePhotosToSet(edit, ids, setId);
    }),
    remove: onTicked(I.remove, (edit, ids) => removePhotos(edit, ids)),
    // Neither takes a version: one only opens the client's page, the other only appends (as uploads do).
    "view-as-client": async () => viewAsClient(await gallery()),
    "add-from-library": async ({ form, actor }) =>
      answer(await addFromLibrary(await gallery(), form, actor), { context: { intent: I["add-from-library"] } }),
  });
}
