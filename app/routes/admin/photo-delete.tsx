import { data, Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-ui";
import { ConfirmDelete, DeletePage } from "~/components/admin/editor/confirm-delete";
import { UsageList } from "~/components/admin/photos/usage-list";
import { Picture } from "~/components/ui/picture";
import { libraryImage } from "~/images/variants";
import { deleteAction } from "~/server/admin/editor/delete-action.server";
import { idParam } from "~/server/admin/editor/route-params.server";
import { requireAdminPage } from "~/server/admin/guard.server";
import { deleteLibraryPhoto } from "~/server/admin/photo-library.server";
import { photoToDelete } from "~/server/admin/photo-library-page.server";
import type { PhotoUsage } from "~/server/media/library.server";
import type { Route } from "./+types/photo-delete";

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
  return deleteAction(request, () => deleteLibraryPhoto(idParam(params.id, GONE)), {
    done: "/admin/photos?deleted=1",
    echo: (refusal) => ({ usages: refusal.usages }),
  });
}

export default function DeletePhoto({ loaderData, actionData }: Route.ComponentProps) {
  const { photo } = loaderData;
  const usages = (actionData as { usages?: PhotoUsage[] } | undefined)?.usages ?? loaderData.usages;
  const image = libraryImage(photo);
  return (
    <DeletePage question="Delete this photo?" actionData={actionData}>
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
          <UsageList usages={usages} className="mt-2 list-disc pl-6" />
          <p className="mt-8">
            <Link to="/admin/photos" className="btn-outline">
              Back to the photos
            </Link>
          </p>
        </>
      ) : (
        <ConfirmDelete keepTo="/admin/photos" />
      )}
    </DeletePage>
  );
}
