import { requireAdminPage } from "~/server/admin/guard.server";
import { accountantFileResponse } from "~/server/exports/accountant-files.server";
import type { Route } from "./+types/export-file";

// GET /admin/exports/payments.csv|monthly-summary.csv?year=2026 (or ?from=2026-01&to=2026-03): her
// accountant's files (issue 29 §6, docs/decisions/040). Signed-in only: a stranger is sent to sign in.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return accountantFileResponse(params.file, new URL(request.url).searchParams);
}
