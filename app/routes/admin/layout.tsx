import { data, isRouteErrorResponse, Link, Outlet } from "react-router";
import { AdminNav } from "~/components/admin/admin-nav";
import { adminMeta } from "~/components/admin/admin-ui";
import type { AdminLayoutData } from "~/components/admin/editor/csrf-field";
import { adminHeaders, requireAdminAction } from "~/server/admin/guard.server";
import { getSession } from "~/server/admin/sessions.server";
import type { Route } from "./+types/layout";

// The frame of every /admin page. It only reads the session for the navigation and the CSRF token
// every admin form carries (CsrfField reads it from here); each page's own loader enforces it
// (loaders run in parallel, so the layout cannot guard its children).

export const headers = adminHeaders;
export const meta: Route.MetaFunction = () => adminMeta("Studio");

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request);
  const admin = session ? { email: session.user.email, csrfToken: session.csrfToken } : null;
  return data({ admin } satisfies AdminLayoutData, { headers: session?.headers });
}

// A POST to /admin without ?index lands here: refuse it like every other admin action.
export async function action({ request }: Route.ActionArgs) {
  await requireAdminAction(request);
  return data({ error: "Unknown action." }, { status: 405 });
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { admin } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-16 sm:px-6 sm:pt-12">
      {admin && <AdminNav email={admin.email} />}
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data && "error" in error.data
      ? String((error.data as { error: unknown }).error)
      : status === 404
        ? "That page does not exist."
        : "Something went wrong.";
  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-16 sm:px-6">
      <h1 className="text-3xl">
        {status === 401 ? "Please sign in" : status === 404 ? "Not found" : "That did not work"}
      </h1>
      <p className="mt-4 text-ink-soft">{message}</p>
      <p className="mt-8 flex gap-4">
        <Link to={status === 401 ? "/admin/sign-in" : "/admin"} className="btn-primary">
          {status === 401 ? "Sign in" : "Back to the dashboard"}
        </Link>
      </p>
    </div>
  );
}
