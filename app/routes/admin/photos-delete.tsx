import { data, Form, Link } from "react-router";
import { adminMeta, CsrfField, dangerButton, Notice, PageTitle } from "~/components/admin/admin-ui";
import { Picture } from "~/components/ui/picture";
import { libraryImage } from "~/images/variants";
import { requireAdminAction, requireAdminPage } from "~/server/admin/guard.server";
import { photoAction } from "~/server/admin/photo-library.server";
import { db } from "~/server/db/db.server";
import { getPhoto, photoUsages, type PhotoUsage } from "~/server/media/library.server";
import type { Route } from "./+types/photos-delete";

// The confirmation step before a photo is deleted: a page of its own, so it works without
// JavaScript and names every place that still shows the photo (which blocks the delete).

export const meta: Route.MetaFunction = () => adminMeta("Delete photo");

function idFrom(params: { id: string }) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ error: "That photo no longer exists." }, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const photo = await getPhoto(db(), idFrom(params));
  if (!photo) throw data({ error: "That photo no longer exists." }, { status: 404 });
  const usages = await photoUsages(db(), photo.id);
  return data({ photo, usages, csrfToken: session.csrfToken }, { headers: session.headers });
}

export async function action({ request, params }: Route.ActionArgs) {
  const { form } = await requireAdminAction(request);
  form.set("intent", "delete");
  form.set("id", String(idFrom(params)));
  return photoAction(form);
}

export default function DeletePhoto({ loaderData, actionData }: Route.ComponentProps) {
  const { photo, csrfToken } = loaderData;
  const usages: PhotoUsage[] =
    actionData && "usages" in actionData ? (actionData.usages as PhotoUsage[]) : loaderData.usages;
  const image = libraryImage(photo);
  return (
    <div className="max-w-xl">
      <PageTitle>Delete this photo?</PageTitle>
      {actionData && "error" in actionData && <Notice tone="bad">{actionData.error}</Notice>}
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
            <CsrfField token={csrfToken} />
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
