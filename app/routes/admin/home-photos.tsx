import { useEffect } from "react";
import { data } from "react-router";
import { adminMeta, PageTitle } from "~/components/admin/admin-ui";
import { FeaturedListForm } from "~/components/admin/content/home-photos/featured-list-form";
import { listState, type HomePhotosAnswer } from "~/components/admin/content/home-photos/list-state";
import { PhotoListForm } from "~/components/admin/content/home-photos/photo-list-form";
import {
  formValues,
  formVersion,
  invalidInput,
  missingVersion,
  staleVersion,
} from "~/server/admin/content-actions.server";
import { field, requireAdminAction, requireAdminPage } from "~/server/admin/guard.server";
import {
  applyRowIntent,
  draftRows,
  flatForm,
  focusAfterChange,
  HOME_MEDIA_LISTS,
  LIST_LIMITS,
  ROW_FIELDS,
  rowIntent,
  rowsOf,
  type DraftRow,
  type HomeMediaList,
} from "~/server/content/home-media-schema";
import {
  builtInLogoChoices,
  checkListRows,
  draftImages,
  LIST_TITLES,
  photoChoices,
  readHomeMedia,
  saveHomeMediaList,
} from "~/server/content/home-media.server";
import { db } from "~/server/db/db.server";
import { getPhoto } from "~/server/media/library.server";
import type { Route } from "./+types/home-photos";

// The home page's photos (issue 18, decision 023): the hero slides, the "Featured by" logos and the
// about photos, one form each with its own version. Every button is a plain form post, so moving,
// removing and adding work without JavaScript: they change the draft the page shows (with a
// preview), and only "Save" writes it.

export const meta: Route.MetaFunction = () => adminMeta("Home page photos");

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const { items, versions } = await readHomeMedia();
  const rows = {
    hero: rowsOf("hero", items.hero),
    featured: rowsOf("featured", items.featured),
    about: rowsOf("about", items.about),
  };
  const [choices, images] = await Promise.all([photoChoices(), draftImages(db(), rows)]);
  return data(
    { rows, versions, choices, logoChoices: builtInLogoChoices(), images, csrfToken: session.csrfToken },
    { headers: session.headers },
  );
}

function fieldNames(list: HomeMediaList): string[] {
  const rows = Array.from({ length: LIST_LIMITS[list].max + 1 }, (_, i) =>
    ROW_FIELDS[list].map((name) => `${name}-${i}`),
  );
  return ["count", "pick", ...rows.flat()];
}

/**
 * What the library picker fills in for "Add" or "Use the chosen photo": the photo with its library
 * description (the old description belonged to the old photo), or a logo for an entry.
 */
async function pickedRow(list: HomeMediaList, pick: string, intent: "add" | "use"): Promise<DraftRow> {
  if (list === "featured") {
    const logo = /^(bundled:site\/featured\/[a-z0-9-]+|library:[1-9]\d{0,11})$/.test(pick) ? pick : "";
    if (intent === "add") return { name: "", link: "", logo };
    return logo ? { logo } : {};
  }
  const photo = /^[1-9]\d{0,11}$/.test(pick) ? await getPhoto(db(), Number(pick)) : undefined;
  // "Use this photo" with nothing chosen leaves the row as it was.
  if (!photo && intent === "use") return {};
  return { photo: photo ? String(photo.id) : "", alt: photo?.altText ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireAdminAction(request);
  const list = HOME_MEDIA_LISTS.find((name) => name === field(form, "list"));
  if (!list) return data({ error: "This form is missing which list it edits. Reload the page." }, { status: 400 });
  const values = formValues(form, fieldNames(list));
  let rows = draftRows(list, values);
  const intent = field(form, "intent") || "save";
  const rowChange = rowIntent(intent);
  if (rowChange) {
    // A change to the draft only: shown with its preview, stored nowhere until "Save".
    const picked = await pickedRow(list, values.pick ?? "", rowChange.op === "add" ? "add" : "use");
    rows = applyRowIntent(rows, rowChange, picked);
    return {
      draft: true as const,
      list,
      focus: focusAfterChange(list, rowChange, rows),
      values: flatForm(rows),
      images: await draftImages(db(), { [list]: rows }),
    } satisfies HomePhotosAnswer;
  }
  const typed = { ...flatForm(rows), list };
  if (intent === "preview") {
    const checked = await checkListRows(list, rows);
    if (!checked.ok) return invalidInput(checked.fields, typed);
    return {
      draft: true as const,
      preview: true as const,
      list,
      values: flatForm(rows),
      images: await draftImages(db(), { [list]: rows }),
    } satisfies HomePhotosAnswer;
  }
  const version = formVersion(form);
  if (version === undefined) return missingVersion();
  const result = await saveHomeMediaList(list, rows, version, session.user.email);
  if (result.ok) {
    return { saved: true as const, list, notice: `Saved: the home page shows the new ${LIST_TITLES[list]} now.` };
  }
  return result.status === 400 ? invalidInput(result.fields, typed) : staleVersion(typed);
}

export default function HomePhotosEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { choices, logoChoices, csrfToken } = loaderData;
  // One picker per form (not one per row): the library can hold hundreds of photos.
  const state = (list: HomeMediaList) => listState(list, loaderData, actionData);
  // After a move, removal or addition the form is drawn anew: put the focus back where she was.
  const focus = actionData && "focus" in actionData ? actionData.focus : undefined;
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus, actionData]);
  return (
    <>
      <PageTitle lead="The photos of your home page: the slideshow at the top, the logos under Featured by and the portraits beside your about text. Choose them from your photo library; changes show on the site as soon as you save.">
        Home page photos
      </PageTitle>
      <PhotoListForm
        title="Hero slides"
        state={state("hero")}
        choices={choices}
        csrfToken={csrfToken}
        viewOnSite="/"
        help="The slideshow at the top of the home page, in this order. The first slide is what visitors see while the page loads: choose a strong landscape photo."
      />
      <FeaturedListForm state={state("featured")} choices={choices} logoChoices={logoChoices} csrfToken={csrfToken} />
      <PhotoListForm
        title="About photos"
        state={state("about")}
        choices={choices}
        csrfToken={csrfToken}
        viewOnSite="/#about"
        help="The portraits beside your about text, one at a time, in this order. Upright (portrait) photos fit best."
      />
    </>
  );
}
