import { data, Form, Link } from "react-router";
import { adminMeta, CsrfField, dangerButton, PageTitle } from "~/components/admin/admin-ui";
import { requireAdminAction, requireAdminPage } from "~/server/admin/guard.server";
import { moderateTestimonial } from "~/server/admin/testimonial-actions.server";
import { testimonialsRepository } from "~/server/testimonials/testimonials-repository.server";
import type { Route } from "./+types/testimonial-delete";

// The confirmation step before a delete: a page of its own, so it works without JavaScript.

export const meta: Route.MetaFunction = () => adminMeta("Delete testimonial");

function idFrom(params: { id: string }) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ error: "No such testimonial." }, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const testimonial = await testimonialsRepository().findById(idFrom(params));
  if (!testimonial) throw data({ error: "No such testimonial." }, { status: 404 });
  return data({ testimonial, csrfToken: session.csrfToken }, { headers: session.headers });
}

export async function action({ request, params }: Route.ActionArgs) {
  const { form } = await requireAdminAction(request);
  form.set("intent", "delete");
  return moderateTestimonial(idFrom(params), form);
}

export default function DeleteTestimonial({ loaderData }: Route.ComponentProps) {
  const { testimonial: t, csrfToken } = loaderData;
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
          <CsrfField token={csrfToken} />
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
