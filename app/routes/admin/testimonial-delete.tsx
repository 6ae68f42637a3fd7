import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-ui";
import { ConfirmDelete, DeletePage } from "~/components/admin/editor/confirm-delete";
import { deleteAction } from "~/server/admin/editor/delete-action.server";
import { idParam } from "~/server/admin/editor/route-params.server";
import { requireAdminPage } from "~/server/admin/guard.server";
import { deleteTestimonial, testimonialFromUrl } from "~/server/admin/testimonial-actions.server";
import { NO_SUCH_TESTIMONIAL } from "~/shared/testimonials/testimonial-moderation.schema";
import type { Route } from "./+types/testimonial-delete";

// The confirmation step before a delete: a page of its own, so it works without JavaScript.

export const meta: Route.MetaFunction = () => adminMeta("Delete testimonial");

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  return data({ testimonial: await testimonialFromUrl(params.id) }, { headers: session.headers });
}

export function action({ request, params }: Route.ActionArgs) {
  return deleteAction(request, () => deleteTestimonial(idParam(params.id, NO_SUCH_TESTIMONIAL)), {
    done: "/admin/testimonials?deleted=1",
  });
}

export default function DeleteTestimonial({ loaderData }: Route.ComponentProps) {
  const { testimonial: t } = loaderData;
  const name = t.groomName ? `${t.brideName} & ${t.groomName}` : t.brideName;
  return (
    <DeletePage question="Delete this testimonial?">
      <p>
        The review from <strong>{name}</strong> will be removed for good. If you may want it back later, hide it
        instead.
      </p>
      <blockquote className="mt-4 line-clamp-4 border-l-4 border-sand-200 pl-4 text-ink-soft">
        {t.reviewText}
      </blockquote>
      <ConfirmDelete keepTo={`/admin/testimonials/${t.id}`} />
    </DeletePage>
  );
}
