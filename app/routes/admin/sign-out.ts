import { redirect } from "react-router";
import { requireAdminAction } from "~/server/admin/guard.server";
import { destroySession } from "~/server/admin/sessions.server";
import type { Route } from "./+types/sign-out";

// POST only: ends the session in the database, so the cookie is worthless even if kept.
export async function action({ request }: Route.ActionArgs) {
  const { session } = await requireAdminAction(request);
  return redirect("/admin/sign-in", { headers: { "Set-Cookie": await destroySession(session) } });
}

export function loader() {
  return redirect("/admin");
}
