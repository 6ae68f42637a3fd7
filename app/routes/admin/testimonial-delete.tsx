import { data, Form, Link, redirect } from "react-router";
import { adminMeta, dangerButton, PageTitle } from "~/components/admin/admin-ui";
import { CsrfField } from "~/components/admin/editor/csrf-field";
import { editorAction } from "~/server/admin/editor/editor-action.server";
import { answer, isSaved } from "~/server/admin/editor/edit-result.server";
import { idParam } from "~/server/admin/editor/route-params.server";
import { requireAdminPage } from "~/server/admin/guard.server";
import { deleteTestimonial, testimonialFromUrl } from "~/server/admin/testimonial-actions.server";
import { NO_SUCH_TESTIMONIAL, TESTIMONIAL_DELETE_INTENTS } from "~/shared/testimonials/testimonial-moderation.schema";
import type { Route } from "./+types/testimonial-delete";

// The confirmation step before a delete: a page of its own, so it works without JavaScript.

export const meta: Route.MetaFunction = () => adminMeta("Delete testimonial");

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  return data({ testimonial: await testimonialFromUrl(params.id) }, { headers: session.headers });
}

export function action({ request, params }: Route.ActionArgs) {
  return editorAction(
    request,
    TESTIMONIAL_DELETE_INTENTS,
    {
      async delete() {
        const result = await deleteTestimonial(idParam(params.id, NO_SUCH_TESTIMONIAL));
        return isSaved(result) ? redirect("/admin/testimonials?deleted=1") : answer(result);
      },
    },
    { fallback: TESTIMONIAL_DELETE_INTENTS.delete },
  );
}

export default function DeleteTestimonial({ loaderData }: Route.ComponentProps) {
  const { testimonial: t } = loaderData;
  const name = t.groomName ? `${t.brideName} & ${t.groomName}` : t.brideName;
  return (
    <div className="max-w-xl">
      <PageTitle>Delete this testimonial?</PageTitle>
      <p>
        The review from <strong>{name}</strong> will be removed for good. If you may want it back later, hide it
        instead.
      </p>
      <blockquote className="mt-4 line-clamp-4 border-l-4 border-sand-200 pl-4 text-ink-soft">
        {t.reviewText}
      </blockquote>
      <div className="mt-8 flex flex-wrap gap-3">
        <Form method="post">
          <CsrfField />
          <button type="submit" className={dangerButton}>
            Delete for good
          </button>
        </Form>
        <Link to={`/admin/testimonials/${t.id}`} className="btn-outline">
          Keep it
        </Link>
      </div>
    </div>
  );
}
