import { useRouteLoaderData } from "react-router";
import type { loader as adminLayoutLoader } from "~/routes/admin/layout";

// The session's CSRF token, read from the admin layout's loader (every admin page renders inside
// it), so no page loader has to pass it down. Every admin form carries it; every action checks it.

export const ADMIN_LAYOUT_ID = "routes/admin/layout";

export function useAdminCsrfToken(): string {
  const layout = useRouteLoaderData<typeof adminLayoutLoader>(ADMIN_LAYOUT_ID);
  return layout?.admin?.csrfToken ?? "";
}

export function CsrfField() {
  return <input type="hidden" name="csrf" value={useAdminCsrfToken()} />;
}
