import type { Kysely } from "kysely";
import { z } from "zod";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import { NOTICE_SLOTS } from "~/shared/home-texts-form";
import { aboutParagraphs, availability, basedIn, serviceArea } from "~/site/content";
import { renderAboutMarkdown } from "./markdown.server";
import { saveVersioned } from "./versioned-save.server";

// The home page's texts (SPEC §1 availability notices, the about section, the service-area
// lines): one database row, seeded on first start with app/site/content.ts, edited in /admin/home.

export const HOME_TEXTS_ID = 1;

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

export interface StoredHomeTexts {
  values: HomeTextsValues;
  version: number;
}

/** The seed: today's texts, the about paragraphs joined by blank lines (Markdown paragraphs). */
export function seedHomeTexts(): HomeTextsValues {
  return {
    availability: availability.map((n) => ({ heading: n.heading, detail: n.detail })),
    aboutText: aboutParagraphs.join("\n\n"),
    basedIn,
    serviceArea,
  };
}

export async function ensureHomeTexts(db: Kysely<Database> = sharedDb()) {
  const seed = seedHomeTexts();
  await db
    .insertInto("home_texts")
    .values({
      id: HOME_TEXTS_ID,
      availability: JSON.stringify(seed.availability),
      about_text: seed.aboutText,
      based_in: seed.basedIn,
      service_area: seed.serviceArea,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

const noticeSchema = z.object({ heading: z.string().min(1), detail: z.string() });
const storedRow = z.object({
  version: z.coerce.number().int(),
  availability: z.string().transform((text, ctx) => {
    const parsed = z.array(noticeSchema).safeParse(JSON.parse(text));
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: "home_texts.availability is not a list of notices" });
      return z.NEVER;
    }
    return parsed.data;
  }),
  about_text: z.string(),
  based_in: z.string(),
  service_area: z.string(),
});

export async function readHomeTexts(db: Kysely<Database> = sharedDb()): Promise<StoredHomeTexts> {
  let row = await db.selectFrom("home_texts").selectAll().where("id", "=", HOME_TEXTS_ID).executeTakeFirst();
  if (!row) {
    await ensureHomeTexts(db);
    row = await db.selectFrom("home_texts").selectAll().where("id", "=", HOME_TEXTS_ID).executeTakeFirstOrThrow();
  }
  const r = storedRow.parse(row);
  return {
    version: r.version,
    values: { availability: r.availability, aboutText: r.about_text, basedIn: r.based_in, serviceArea: r.service_area },
  };
}

/** What the home page shows: the about text already rendered to HTML. */
export async function homeTextsForPage(db?: Kysely<Database>) {
  const { values } = await readHomeTexts(db);
  return {
    availability: values.availability,
    aboutHtml: renderAboutMarkdown(values.aboutText),
    basedIn: values.basedIn,
    serviceArea: values.serviceArea,
  };
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
      Array.from({ length: NOTICE_SLOTS }, (_, i) => [
        [`notice${i}Heading`, notice.heading.default("")],
        [`notice${i}Detail`, notice.detail.default("")],
      ]).flat(),
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
    for (let i = 0; i < NOTICE_SLOTS; i++) {
      if (form[`notice${i}Detail`] && !form[`notice${i}Heading`]) {
        ctx.addIssue({
          code: "custom",
          path: [`notice${i}Heading`],
          message: "Give this notice a heading, or clear its detail too.",
        });
      }
    }
  });

/** Validated form → the record's values; blank notices are dropped. */
export function parseHomeTextsForm(
  input: Record<string, string>,
): { ok: true; values: HomeTextsValues } | { ok: false; fields: FieldErrors } {
  const parsed = homeTextsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error.issues) };
  const form = parsed.data as Record<string, string>;
  const notices: AvailabilityNotice[] = [];
  for (let i = 0; i < NOTICE_SLOTS; i++) {
    const heading = form[`notice${i}Heading`] ?? "";
    if (heading) notices.push({ heading, detail: form[`notice${i}Detail`] ?? "" });
  }
  return {
    ok: true,
    values: {
      availability: notices,
      // Windows line ends from a textarea become plain ones.
      aboutText: (form.aboutText ?? "").replace(/\r\n?/g, "\n"),
      basedIn: form.basedIn ?? "",
      serviceArea: form.serviceArea ?? "",
    },
  };
}

export type SaveHomeResult =
  { ok: true; version: number } | { ok: false; status: 400; fields: FieldErrors } | { ok: false; status: 409 };

export async function saveHomeTexts(
  input: Record<string, string>,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<SaveHomeResult> {
  const parsed = parseHomeTextsForm(input);
  if (!parsed.ok) return { ok: false, status: 400, fields: parsed.fields };
  const v = parsed.values;
  const before = await readHomeTexts(db);
  const outcome = await saveVersioned({
    db,
    table: "home_texts",
    id: HOME_TEXTS_ID,
    expectedVersion,
    values: {
      availability: JSON.stringify(v.availability),
      about_text: v.aboutText,
      based_in: v.basedIn,
      service_area: v.serviceArea,
    },
    activity: { actorEmail, area: "Home page", summary: changeSummary(before.values, v) },
  });
  if (!outcome.saved) return { ok: false, status: 409 };
  return { ok: true, version: outcome.version };
}

function changeSummary(before: HomeTextsValues, after: HomeTextsValues): string {
  const changed = [
    JSON.stringify(before.availability) !== JSON.stringify(after.availability) && "availability notices",
    before.aboutText !== after.aboutText && "about text",
    (before.basedIn !== after.basedIn || before.serviceArea !== after.serviceArea) && "service area",
  ].filter((x): x is string => typeof x === "string");
  if (changed.length === 0) return "Saved the home page without changes";
  const list = changed.length === 1 ? changed[0] : `${changed.slice(0, -1).join(", ")} and ${changed.at(-1)}`;
  return `Changed the ${list}`;
}
