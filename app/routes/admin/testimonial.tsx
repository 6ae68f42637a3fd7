import { data, Link } from "react-router";
import { adminMeta, Badge, dangerButton, PageTitle, Section } from "~/components/admin/admin-ui";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { categoryLabel, categoryPath, Stars } from "~/components/admin/testimonial-bits";
import { ApproveForm, EditForm, PhotoForm, PinForm } from "~/components/admin/testimonial-forms";
import { editorAction } from "~/server/admin/editor/editor-action.server";
import { answer } from "~/server/admin/editor/edit-result.server";
import { field, textValues } from "~/server/admin/editor/form-values.server";
import { idParam } from "~/server/admin/editor/route-params.server";
import { requireAdminPage } from "~/server/admin/guard.server";
import {
  approveTestimonial,
  editTestimonial,
  hideTestimonial,
  PHOTO_TOO_LARGE,
  pinTestimonial,
  removeTestimonialPhoto,
  TESTIMONIAL_FORM_LIMIT,
  testimonialFromUrl,
  unpinTestimonial,
  uploadTestimonialPhoto,
} from "~/server/admin/testimonial-actions.server";
import {
  NO_SUCH_TESTIMONIAL,
  TESTIMONIAL_EDIT_FIELDS,
  TESTIMONIAL_INTENTS,
} from "~/shared/testimonials/testimonial-moderation.schema";
import type { Route } from "./+types/testimonial";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  adminMeta(loaded ? `Testimonial from ${loaded.testimonial.brideName}` : "Testimonial");

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  return data({ testimonial: await testimonialFromUrl(params.id) }, { headers: session.headers });
}

export function action({ request, params }: Route.ActionArgs) {
  // Read after the session and CSRF checks: a stranger learns nothing, not even a 404.
  const id = () => idParam(params.id, NO_SUCH_TESTIMONIAL);
  return editorAction(
    request,
    TESTIMONIAL_INTENTS,
    {
      approve: async ({ form }) => answer(await approveTestimonial(id(), field(form, "category"))),
      hide: async () => answer(await hideTestimonial(id())),
      edit: async ({ form }) => answer(await editTestimonial(id(), textValues(form, TESTIMONIAL_EDIT_FIELDS))),
      photo: async ({ form }) => answer(await uploadTestimonialPhoto(id(), form.get("photo"))),
      "remove-photo": async () => answer(await removeTestimonialPhoto(id())),
      pin: async ({ form }) =>
        answer(await pinTestimonial(id(), { position: field(form, "position"), order: field(form, "order") })),
      unpin: async () => answer(await unpinTestimonial(id())),
    },
    { maxBytes: TESTIMONIAL_FORM_LIMIT, tooLarge: PHOTO_TOO_LARGE },
  );
}

export default function TestimonialDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonial: t } = loaderData;
  const state = t.hidden ? "Hidden" : t.isApproved ? "Approved" : "Waiting";
  return (
    <>
      <Link to={`/admin/testimonials?state=${state.toLowerCase()}`} className="back-link mb-4">
        ← {state} testimonials
      </Link>
      <PageTitle>{t.groomName ? `${t.brideName} & ${t.groomName}` : t.brideName}</PageTitle>
      <SaveOutcome result={actionData} />
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
        <ApproveForm t={t} />
      </Section>
      <Section title="Edit">
        <EditForm key={`${t.brideName}|${t.reviewText}|${t.rating}`} t={t} fields={refusedInput(actionData).errors} />
      </Section>
      <Section title="Photo">
        <PhotoForm t={t} />
      </Section>
      <Section title="Pin">
        <PinForm t={t} />
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
