import { data, Link } from "react-router";
import { adminMeta, Badge, dangerButton, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { categoryLabel, categoryPath, Stars } from "~/components/admin/testimonial-bits";
import { ApproveForm, EditForm, PhotoForm, PinForm } from "~/components/admin/testimonial-forms";
import { requireAdminAction, requireAdminPage } from "~/server/admin/guard.server";
import {
  moderateTestimonial,
  PHOTO_TOO_LARGE,
  TESTIMONIAL_FORM_LIMIT,
} from "~/server/admin/testimonial-actions.server";
import { testimonialsRepository } from "~/server/testimonials/testimonials-repository.server";
import type { Route } from "./+types/testimonial";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  adminMeta(loaded ? `Testimonial from ${loaded.testimonial.brideName}` : "Testimonial");

function testimonialId(params: { id: string }) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ error: "No such testimonial." }, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const testimonial = await testimonialsRepository().findById(testimonialId(params));
  if (!testimonial) throw data({ error: "No such testimonial." }, { status: 404 });
  return data({ testimonial, csrfToken: session.csrfToken }, { headers: session.headers });
}

export async function action({ request, params }: Route.ActionArgs) {
  const { form } = await requireAdminAction(request, { maxBytes: TESTIMONIAL_FORM_LIMIT, tooLarge: PHOTO_TOO_LARGE });
  return moderateTestimonial(testimonialId(params), form);
}

export default function TestimonialDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonial: t, csrfToken } = loaderData;
  const state = t.hidden ? "Hidden" : t.isApproved ? "Approved" : "Waiting";
  const fields = actionData && "fields" in actionData ? actionData.fields : undefined;
  return (
    <>
      <Link to={`/admin/testimonials?state=${state.toLowerCase()}`} className="back-link mb-4">
        ← {state} testimonials
      </Link>
      <PageTitle>{t.groomName ? `${t.brideName} & ${t.groomName}` : t.brideName}</PageTitle>
      {actionData && "notice" in actionData && <Notice>{actionData.notice}</Notice>}
      {actionData && "error" in actionData && <Notice tone="bad">{actionData.error}</Notice>}
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={t.hidden ? "bad" : t.isApproved ? "good" : "warn"}>{state}</Badge>
        <Stars rating={t.rating} />
        {t.isApproved && t.category && (
          <Link to={categoryPath(t.category)} className="back-link">
            See it on {categoryLabel(t.category)}
          </Link>
        )}
      </div>
      <Section title="Publish">
        <ApproveForm t={t} csrfToken={csrfToken} />
      </Section>
      <Section title="Edit">
        <EditForm key={`${t.brideName}|${t.reviewText}|${t.rating}`} t={t} csrfToken={csrfToken} fields={fields} />
      </Section>
      <Section title="Photo">
        <PhotoForm t={t} csrfToken={csrfToken} />
      </Section>
      <Section title="Pin">
        <PinForm t={t} csrfToken={csrfToken} />
      </Section>
      <Section title="Delete">
        <p className="mb-3 text-sm text-ink-soft">Deleting cannot be undone. Hiding keeps it for later.</p>
        <Link to={`/admin/testimonials/${t.id}/delete`} className={dangerButton}>
          Delete…
        </Link>
      </Section>
    </>
  );
}
