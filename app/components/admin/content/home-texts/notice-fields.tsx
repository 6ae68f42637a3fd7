import { fieldsOf } from "~/components/admin/editor/editor-field";
import { NOTICE_INDEXES, noticeFields } from "~/shared/content/home-texts-form";
import type { FieldErrors } from "~/shared/field-errors";

// The home page's availability notices: a heading and a detail each, in fixed slots.

export function NoticeFields({ values, errors }: { values: Record<string, string>; errors: FieldErrors }) {
  const field = fieldsOf(values, errors);
  return (
    <>
      <p className="mb-4 text-sm text-ink-soft">
        The small cards under your about text, e.g. when and where you are booking. Leave both boxes of a notice empty
        to hide it.
      </p>
      <div className="space-y-6">
        {NOTICE_INDEXES.map((i) => {
          const [heading, detail] = noticeFields(i);
          return (
            <fieldset key={i} className="grid gap-4 rounded-md border border-ink/10 p-3 sm:grid-cols-2">
              <legend className="px-1 text-sm font-medium">Notice {i + 1}</legend>
              {field(heading, "Heading", "A few words, e.g. Now Booking.")}
              {field(detail, "Detail", "One line under it, e.g. Arizona · Fall/Winter/Spring 2026.")}
            </fieldset>
          );
        })}
      </div>
    </>
  );
}
