import { data, Form, Link, redirect } from "react-router";
import { adminMeta, dangerButton, Notice, PageTitle } from "~/components/admin/admin-ui";
import { CsrfField } from "~/components/admin/editor/csrf-field";
import { Picture } from "~/components/ui/picture";
import { libraryImage } from "~/images/variants";
import { editorAction } from "~/server/admin/editor/editor-action.server";
import { answer, isSaved } from "~/server/admin/editor/edit-result.server";
import { idParam } from "~/server/admin/editor/route-params.server";
import { requireAdminPage } from "~/server/admin/guard.server";
import { deleteLibraryPhoto } from "~/server/admin/photo-library.server";
import { photoToDelete } from "~/server/admin/photo-library-page.server";
import type { PhotoUsage } from "~/server/media/library.server";
import { PHOTO_DELETE_INTENTS } from "~/shared/media/photo-library.schema";
import type { Route } from "./+types/photos-delete";

// The confirmation step before a photo is deleted: a page of its own, so it works without
// JavaScript and names every place that still shows the photo (which blocks the delete).

export const meta: Route.MetaFunction = () => adminMeta("Delete photo");

const GONE = "That photo no longer exists.";

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const found = await photoToDelete(idParam(params.id, GONE));
  if (!found) throw data({ error: GONE }, { status: 404 });
  return data(found, { headers: session.headers });
}

export function action({ request, params }: Route.ActionArgs) {
  return editorAction(
    request,
    PHOTO_DELETE_INTENTS,
    {
      async delete() {
        const result = await deleteLibraryPhoto(idParam(params.id, GONE));
        if (isSaved(result)) return redirect("/admin/photos?deleted=1");
        return answer(result, { echo: { usages: result.usages } });
      },
    },
    { fallback: PHOTO_DELETE_INTENTS.delete },
  );
}

export default function DeletePhoto({ loaderData, actionData }: Route.ComponentProps) {
  const { photo } = loaderData;
  const refusal = actionData as { error?: string; usages?: PhotoUsage[] } | undefined;
  const usages = refusal?.usages ?? loaderData.usages;
  const image = libraryImage(photo);
  return (
    <div className="max-w-xl">
      <PageTitle>Delete this photo?</PageTitle>
      {refusal?.error && <Notice tone="bad">{refusal.error}</Notice>}
      {image && (
        <Picture image={image} alt={photo.altText} sizes="(min-width: 640px) 576px, 100vw" className="mb-4 block" />
      )}
      <p>
        <strong className="break-all">{photo.filename}</strong> will be removed from the library and its files deleted.
        This cannot be undone.
      </p>
      {usages.length > 0 ? (
        <>
          <p className="mt-4">It is still shown here, so it cannot be deleted yet. Remove it from these first:</p>
          <ul className="mt-2 list-disc pl-6">
            {usages.map((usage) => (
              <li key={usage.href + usage.label}>
                <Link to={usage.href} className="text-clay underline">
                  {usage.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <Link to="/admin/photos" className="btn-outline">
              Back to the photos
            </Link>
          </p>
        </>
      ) : (
        <div className="mt-8 flex flex-wrap gap-3">
          <Form method="post">
            <CsrfField />
            <button type="submit" className={dangerButton}>
              Delete for good
            </button>
          </Form>
          <Link to="/admin/photos" className="btn-outline">
            Keep it
          </Link>
        </div>
      )}
    </div>
  );
}
