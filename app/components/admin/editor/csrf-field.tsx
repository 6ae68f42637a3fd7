import { useRouteLoaderData } from "react-router";

// The session's CSRF token, read from the admin layout's loader (every admin page renders inside
// it), so no page loader has to pass it down. Every admin form carries it; every action checks it.

export const ADMIN_LAYOUT_ID = "routes/admin/layout";

/** What the admin layout's loader returns (declared here, so the kit imports no route). */
export interface AdminLayoutData {
  admin: { email: string; csrfToken: string } | null;
}

export function useAdminCsrfToken(): string {
  const layout = useRouteLoaderData<AdminLayoutData>(ADMIN_LAYOUT_ID);
  return layout?.admin?.csrfToken ?? "";
}

export function CsrfField() {
  return <input type="hidden" name="csrf" value={useAdminCsrfToken()} />;
}
