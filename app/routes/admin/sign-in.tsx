import { Form, useNavigation } from "react-router";
import { adminMeta, Notice, PageTitle } from "~/components/admin/admin-ui";
import { adminHeaders } from "~/server/admin/guard.server";
import { signIn, signInPage } from "~/server/admin/sign-in.server";
import type { Route } from "./+types/sign-in";

export const headers = adminHeaders;
export const meta: Route.MetaFunction = () => adminMeta("Sign in");

export function loader({ request }: Route.LoaderArgs) {
  return signInPage(request);
}

export function action({ request }: Route.ActionArgs) {
  return signIn(request);
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-sm">
      <PageTitle lead="For the studio only.">Sign in</PageTitle>
      {actionData && "error" in actionData && <Notice tone="bad">{actionData.error}</Notice>}
      <Form method="post" className="space-y-4">
        {/* Before there is a session: the sign-in page's own token, not the admin layout's. */}
        <input type="hidden" name="csrf" value={loaderData.csrfToken} />
        <input type="hidden" name="next" value={loaderData.next} />
        <div>
          <label htmlFor="email" className="field-label">
            Email
          </label>
          <input id="email" name="email" type="email" autoComplete="username" required className="field-input" />
        </div>
        <div>
          <label htmlFor="password" className="field-label">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="field-input"
          />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </Form>
    </div>
  );
}
