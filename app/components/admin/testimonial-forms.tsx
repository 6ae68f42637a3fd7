import type { ReactNode } from "react";
import { Form } from "react-router";
import type { FieldErrors } from "~/shared/field-errors";
import { NAME_MAX, REVIEW_TEXT_MAX } from "~/shared/testimonial-limits";
import type { Testimonial } from "~/shared/testimonials/testimonial";
import { TESTIMONIAL_INTENTS as I } from "~/shared/testimonials/testimonial-moderation.schema";
import { smallButton } from "./admin-ui";
import { CsrfField } from "./editor/csrf-field";
import { EditorField } from "./editor/editor-field";

// The forms of one testimonial's moderation page. Each posts an "intent" to the page's action.

export type TestimonialView = Omit<Testimonial, "createdAt">;

/** A form of one button (Hide, Remove photo, Unpin). */
function IntentButton({ intent, className, children }: { intent: string; className: string; children: ReactNode }) {
  return (
    <Form method="post">
      <CsrfField />
      <button type="submit" name="intent" value={intent} className={className}>
        {children}
      </button>
    </Form>
  );
}

export function ApproveForm({ t }: { t: TestimonialView }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <CsrfField />
        <div>
          <label htmlFor="category" className="field-label">
            Page
          </label>
          <select id="category" name="category" defaultValue={t.category ?? "love_stories"} className="field-input">
            <option value="love_stories">Love Stories</option>
            <option value="life_stories">Life Stories</option>
          </select>
        </div>
        <button type="submit" name="intent" value={I.approve} className="btn-primary">
          {t.isApproved ? "Move to this page" : "Approve"}
        </button>
      </Form>
      {!t.hidden && (
        <IntentButton intent={I.hide} className="btn-outline">
          Hide
        </IntentButton>
      )}
    </div>
  );
}

export function EditForm({ t, fields }: { t: TestimonialView; fields: FieldErrors }) {
  const field = (name: string, label: string, value: string, limits: { required?: boolean; maxLength: number }) => (
    <EditorField name={name} label={label} value={value} errors={fields} {...limits} />
  );
  return (
    <Form method="post" className="space-y-4">
      <CsrfField />
      <div className="grid gap-4 sm:grid-cols-2">
        {field("brideName", "First name", t.brideName, { required: true, maxLength: NAME_MAX })}
        {field("groomName", "Partner's first name", t.groomName ?? "", { maxLength: NAME_MAX })}
      </div>
      <EditorField
        name="reviewText"
        label="Review"
        value={t.reviewText}
        errors={fields}
        required
        maxLength={REVIEW_TEXT_MAX}
        rows={8}
      />
      <div className="max-w-40">
        <label htmlFor="rating" className="field-label">
          Rating
        </label>
        <select id="rating" name="rating" defaultValue={String(t.rating)} className="field-input">
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {n} star{n === 1 ? "" : "s"}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" name="intent" value={I.edit} className="btn-primary">
        Save changes
      </button>
    </Form>
  );
}

export function PhotoForm({ t }: { t: TestimonialView }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {t.photoUrl ? (
        <img
          src={t.photoUrl}
          alt={`${t.brideName}, as shown now`}
          width={120}
          height={120}
          className="h-30 w-30 rounded-full object-cover"
        />
      ) : (
        <p className="text-ink-soft">No photo yet: the page shows a built-in photo or initials.</p>
      )}
      <div className="space-y-3">
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <CsrfField />
          <div>
            <label htmlFor="photo" className="field-label">
              {t.photoUrl ? "Replace the photo" : "Upload a photo"}
            </label>
            <input
              id="photo"
              name="photo"
              type="file"
              required
              accept="image/jpeg,image/png,image/webp,image/avif"
              aria-describedby="photo-hint"
              className="block text-sm"
            />
            <p id="photo-hint" className="mt-1 text-xs text-ink-soft">
              JPEG, PNG, WebP or AVIF, up to 5 MB. It also appears in Photos, the library.
            </p>
          </div>
          <button type="submit" name="intent" value={I.photo} className={smallButton}>
            Upload
          </button>
        </Form>
        {t.photoUrl && (
          <IntentButton intent={I["remove-photo"]} className={smallButton}>
            Remove photo
          </IntentButton>
        )}
      </div>
    </div>
  );
}

export function PinForm({ t }: { t: TestimonialView }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-soft">
        {t.pinPosition
          ? `Pinned to the ${t.pinPosition} of its page, order ${t.pinOrder}.`
          : "Not pinned: it shows among the others, newest first."}{" "}
        Lower numbers show first.
      </p>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <CsrfField />
        <div>
          <label htmlFor="position" className="field-label">
            Pin to
          </label>
          <select id="position" name="position" defaultValue={t.pinPosition ?? "top"} className="field-input">
            <option value="top">Top</option>
            <option value="bottom">Bottom</option>
          </select>
        </div>
        <div className="w-28">
          <label htmlFor="order" className="field-label">
            Order
          </label>
          <input
            id="order"
            name="order"
            type="number"
            step={1}
            min={-999}
            max={999}
            defaultValue={t.pinOrder ?? 1}
            className="field-input"
          />
        </div>
        <button type="submit" name="intent" value={I.pin} className={smallButton}>
          Pin
        </button>
      </Form>
      {t.pinPosition && (
        <IntentButton intent={I.unpin} className={smallButton}>
          Unpin
        </IntentButton>
      )}
    </div>
  );
}
