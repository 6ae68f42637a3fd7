import { data, Form, Link } from "react-router";
import { adminMeta, CsrfField, dangerButton, Notice, PageTitle } from "~/components/admin/admin-ui";
import { requireAdminAction, requireAdminPage } from "~/server/admin/guard.server";
import {
  galleryAction,
  galleryIdParam,
  galleryPhotoCount,
  requireGallery,
} from "~/server/galleries/gallery-admin.server";
import type { Route } from "./+types/galleries-delete";

// The confirmation step before a gallery is deleted: a page of its own, so it works without
// JavaScript, and says what goes with it.

export const meta: Route.MetaFunction = () => adminMeta("Delete gallery");

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const gallery = await requireGallery(galleryIdParam(params.id));
  return data(
    {
      gallery: { id: gallery.id, title: gallery.title, clientName: gallery.client_name, version: gallery.version },
      photos: await galleryPhotoCount(gallery.id),
      csrfToken: session.csrfToken,
    },
    { headers: session.headers },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const { session, form } = await requireAdminAction(request);
  const gallery = await requireGallery(galleryIdParam(params.id));
  form.set("intent", "delete");
  return galleryAction(gallery, form, session.user.email);
}

export default function DeleteGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { gallery, photos, csrfToken } = loaderData;
  const error = actionData && "error" in actionData ? String(actionData.error) : undefined;
  return (
    <div className="max-w-xl">
      <PageTitle>Delete this gallery?</PageTitle>
      {error && <Notice tone="bad">{error}</Notice>}
      <p>
        <strong>{gallery.title}</strong> for {gallery.clientName} will be removed for good: its {photos}{" "}
        {photos === 1 ? "photo" : "photos"}, sets, favourite lists and download log. The client&apos;s link stops
        working at once. Photos that are also in your Photos library stay there.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Form method="post">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="version" value={gallery.version} />
          <button type="submit" className={dangerButton}>
            Delete for good
          </button>
        </Form>
        <Link to={`/admin/galleries/${gallery.id}`} className="btn-outline">
          Keep it
        </Link>
      </div>
    </div>
  );
}
