import { adminMeta } from "~/components/admin/admin-ui";
import { ConfirmDelete, DeletePage } from "~/components/admin/editor/confirm-delete";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { deleteGalleryAction } from "~/server/galleries/gallery-admin-actions.server";
import { countPhotos, galleryFromUrl } from "~/server/galleries/gallery-admin.server";
import type { Route } from "./+types/gallery-delete";

// The confirmation step before a gallery is deleted: a page of its own, so it works without
// JavaScript, and says what goes with it.

export const meta: Route.MetaFunction = () => adminMeta("Delete gallery");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => {
    const gallery = await galleryFromUrl(params.id);
    return {
      gallery: { id: gallery.id, title: gallery.title, clientName: gallery.client_name, version: gallery.version },
      photos: await countPhotos(gallery.id),
    };
  });
}

export function action({ request, params }: Route.ActionArgs) {
  return deleteGalleryAction(request, params.id);
}

export default function DeleteGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { gallery, photos } = loaderData;
  return (
    <DeletePage question="Delete this gallery?" actionData={actionData}>
      <p>
        <strong>{gallery.title}</strong> for {gallery.clientName} will be removed for good: its {photos}{" "}
        {photos === 1 ? "photo" : "photos"}, sets, favourite lists and download log. The client&apos;s link stops
        working at once. Photos that are also in your Photos library stay there.
      </p>
      <ConfirmDelete keepTo={`/admin/galleries/${gallery.id}`} version={gallery.version} />
    </DeletePage>
  );
}
