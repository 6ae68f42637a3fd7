import { z } from "zod";
import { changeSummary, differs } from "~/shared/admin/change-summary";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import { NOTICE_INDEXES, noticeFields } from "./home-texts-form";

// The home page editor's form (/admin/home): the availability notices, the about text and the
// service-area lines; what each field accepts (the messages are the ones shown under each field),
// the mapping between the stored record and the form's flat fields, and the activity log's words.
// Shared by the page and the server.

export interface AvailabilityNotice {
  heading: string;
  detail: string;
}

export interface HomeTextsValues {
  availability: AvailabilityNotice[];
  aboutText: string;
  basedIn: string;
  serviceArea: string;
}

/** The form's fields: two per notice, then the about text and the service-area lines. */
export const HOME_TEXTS_FIELDS = [...NOTICE_INDEXES.flatMap(noticeFields), "aboutText", "basedIn", "serviceArea"];

/** The stored record as the form's flat fields. */
export function homeTextsFormValues(values: HomeTextsValues): Record<string, string> {
  const flat: Record<string, string> = {
    aboutText: values.aboutText,
    basedIn: values.basedIn,
    serviceArea: values.serviceArea,
  };
  for (const i of NOTICE_INDEXES) {
    const [heading, detail] = noticeFields(i);
    flat[heading] = values.availability[i]?.heading ?? "";
    flat[detail] = values.availability[i]?.detail ?? "";
  }
  return flat;
}

// Markdown the about text may use: *emphasis*, **strong**, [text](https://…). Anything that looks
// like an HTML tag is refused outright (the renderer would print it as text anyway).
const HTML_TAG = /<\/?[a-z!?][^>]*>/i;
const LINK_TARGET = /\]\(\s*([^)\s]*)/g;
const ABOUT_MAX = 4000;

function badLinks(text: string): boolean {
  return [...text.matchAll(LINK_TARGET)].some(([, target]) => !/^(https?:\/\/|mailto:)\S+$/i.test(target ?? ""));
}

const notice = {
  heading: z.string().trim().max(40, "Keep the heading to 40 characters or fewer."),
  detail: z.string().trim().max(80, "Keep the detail to 80 characters or fewer."),
};

/** The editor's form, field by field; the messages are the ones shown under each field. */
export const homeTextsSchema = z
  .object({
    ...Object.fromEntries(
      NOTICE_INDEXES.flatMap((i) => {
        const [heading, detail] = noticeFields(i);
        return [
          [heading, notice.heading.default("")],
          [detail, notice.detail.default("")],
        ];
      }),
    ),
    aboutText: z
      .string()
      .trim()
      .min(1, "Write at least one paragraph about yourself.")
      .max(ABOUT_MAX, `Keep the about text to ${ABOUT_MAX} characters or fewer.`)
      .refine(
        (t) => !HTML_TAG.test(t),
        "HTML is not allowed here. Use *stars* for emphasis and [text](https://…) for links.",
      )
      .refine((t) => !badLinks(t), "Every link must start with https:// (or mailto: for an e-mail address)."),
    basedIn: z
      .string()
      .trim()
      .min(1, "Say where you are based, for example Based in Arizona.")
      .max(80, "Keep it to 80 characters or fewer."),
    serviceArea: z
      .string()
      .trim()
      .min(1, "Say where you work, for example Serving Phoenix and worldwide.")
      .max(160, "Keep it to 160 characters or fewer."),
  })
  .superRefine((input, ctx) => {
    const form = input as Record<string, string>;
    for (const i of NOTICE_INDEXES) {
      const [heading, detail] = noticeFields(i);
      if (form[detail] && !form[heading]) {
        ctx.addIssue({
          code: "custom",
          path: [heading],
          message: "Give this notice a heading, or clear its detail too.",
        });
      }
    }
  });

/** The form's fields → the record's values; blank notices are dropped. */
export function parseHomeTextsForm(
  input: Record<string, string>,
): { ok: true; values: HomeTextsValues } | { ok: false; fields: FieldErrors } {
  const parsed = homeTextsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error.issues) };
  const form = parsed.data as Record<string, string>;
  const availability = NOTICE_INDEXES.flatMap((i) => {
    const [headingField, detailField] = noticeFields(i);
    const heading = form[headingField] ?? "";
    return heading ? [{ heading, detail: form[detailField] ?? "" }] : [];
  });
  return {
    ok: true,
    values: {
      availability,
      // Windows line ends from a textarea become plain ones.
      aboutText: (form.aboutText ?? "").replace(/\r\n?/g, "\n"),
      basedIn: form.basedIn ?? "",
      serviceArea: form.serviceArea ?? "",
    },
  };
}

/** "Changed the availability notices and about text", for the activity log. */
export function homeTextsChangeSummary(before: HomeTextsValues, after: HomeTextsValues): string {
  return changeSummary(
    [
      differs(before.availability, after.availability) && "availability notices",
      before.aboutText !== after.aboutText && "about text",
      (before.basedIn !== after.basedIn || before.serviceArea !== after.serviceArea) && "service area",
    ],
    "Saved the home page without changes",
  );
}
