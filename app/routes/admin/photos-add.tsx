import { data, Link } from "react-router";
import { adminMeta, PageTitle } from "~/components/admin/admin-ui";
import { PhotoUploader } from "~/components/admin/photos/photo-uploader";
import { requireAdminPage } from "~/server/admin/guard.server";
import type { Route } from "./+types/photos-add";

// The upload screen. The files go to POST /admin/photos/upload (app/server/media), one per
// request, from the browser, with the session's CSRF token from the admin layout.

export const meta: Route.MetaFunction = () => adminMeta("Upload photos");

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  return data(null, { headers: session.headers });
}

export default function AddPhotos() {
  return (
    <>
      <Link to="/admin/photos" className="back-link mb-4">
        ← All photos
      </Link>
      <PageTitle lead="Add as many as you like; each one is checked, then prepared for the web in a few seconds. You can keep working while they process.">
        Upload photos
      </PageTitle>
      <PhotoUploader />
      <p className="mt-8 text-sm text-ink-soft">
        Finished?{" "}
        <Link to="/admin/photos" className="text-clay underline">
          See them in the library
        </Link>{" "}
        to add their descriptions.
      </p>
    </>
  );
}
