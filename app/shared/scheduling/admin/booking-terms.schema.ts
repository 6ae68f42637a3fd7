import { z } from "zod";
import { checkboxField, positiveInt } from "~/shared/admin/form-fields";
import { dollarsToCents } from "~/shared/proposals/form-amounts";
import { urlNameFrom } from "~/shared/url-name";
import { parseClock } from "../clock";

// The fields a session type and a mini-session day share (issue 30 §1, §3): the public address
// (slug), the price and deposit (dollars typed, integer cents kept), sales tax, the agreement, the
// questionnaire, her signature name and a library photo; and the rules every time obeys (5-minute
// steps). Messages are written for the photographer. Shared by the pages and the server.

export const STEP_MINUTES = 5;

export const TERMS_FIELDS = [
  "slug",
  "description",
  "photoId",
  "price",
  "deposit",
  "taxable",
  "contractTemplateId",
  "questionnaireId",
  "photographerSignature",
] as const;

/** A choice of a picker: a library photo, a contract template, a questionnaire. */
export interface Choice {
  value: string;
  label: string;
}

/** What the editors' pickers offer, and her name as the signature when she leaves it empty. */
export interface TermsChoices {
  photos: Choice[];
  contracts: Choice[];
  questionnaires: Choice[];
  signature: string;
}

/** A new record's shared fields: taxed, nothing chosen, signed with her name. */
export const blankTerms = (signature: string): Record<(typeof TERMS_FIELDS)[number], string> => ({
  slug: "",
  description: "",
  photoId: "",
  price: "",
  deposit: "",
  taxable: "on",
  contractTemplateId: "",
  questionnaireId: "",
  photographerSignature: signature,
});

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG = 80;

/** "Family Session (Fall)" → "family-session-fall". */
export const slugFromName = (name: string): string => urlNameFrom(name, MAX_SLUG);

/** The address's last part: typed, or (left empty) made from the name by the object's transform. */
export const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (s) => s === "" || (s.length <= MAX_SLUG && SLUG.test(s)),
    `Use lower-case letters, digits and single hyphens (like fall-minis-2027), up to ${MAX_SLUG} characters.`,
  );

export const optionalText = (what: string, max: number) =>
  z.string().trim().max(max, `Keep the ${what} to ${max} characters or fewer.`);

/** A choice from a list (a photo, a contract, a questionnaire): empty for none, else a row's id. */
export const choiceField = z.string().transform((t, ctx) => {
  if (t.trim() === "") return null;
  const id = positiveInt(t.trim());
  if (id === undefined)
    ctx.addIssue({ code: "custom", message: "Choose from the list (reload the page if it is empty)." });
  return id ?? null;
});

const MAX_CENTS = 10_000_000; // $100,000: more is a typo.

/** Dollars as she types them ("450", "$1,200.50") → integer cents. */
export const dollarsField = (what: string) =>
  z.string().transform((t, ctx) => {
    const cents = dollarsToCents(t);
    if (cents === undefined || cents > MAX_CENTS) {
      ctx.addIssue({ code: "custom", message: `Enter the ${what} in dollars, for example 450 or 1,200.50.` });
      return 0;
    }
    return cents;
  });

/** A whole number from `min` to `max` (hours, days, slots). */
export const wholeField = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/** Minutes, a multiple of 5 from `min` to `max`. */
export const minutesField = (what: string, min: number, max: number) =>
  wholeField(`Enter the ${what} in minutes, from ${min} to ${max}.`, min, max).refine(
    (n) => n % STEP_MINUTES === 0,
    `Times go in steps of 5 minutes: enter the ${what} as a multiple of 5 (like 15 or 20).`,
  );

/** A time of day ("16:00", "4:00 pm") → minutes after midnight, on a 5-minute step. */
export const clockField = (what: string) =>
  z.string().transform((t, ctx) => {
    const minutes = parseClock(t);
    if (minutes === undefined) {
      ctx.addIssue({ code: "custom", message: `Enter the ${what} as on a clock, for example 4:00 pm or 16:00.` });
      return 0;
    }
    if (minutes % STEP_MINUTES !== 0) {
      ctx.addIssue({ code: "custom", message: `Times go in steps of 5 minutes (like 4:05 or 4:10 pm).` });
    }
    return minutes;
  });

export const termsShape = {
  slug: slugField,
  description: optionalText("description", 2000),
  photoId: choiceField,
  price: dollarsField("price"),
  deposit: dollarsField("deposit"),
  taxable: checkboxField,
  contractTemplateId: choiceField,
  questionnaireId: choiceField,
  photographerSignature: optionalText("signature name", 120).refine(
    (t) => !/[<>]/.test(t),
    "The signature name cannot contain < or >.",
  ),
};

interface Terms {
  price: number;
  deposit: number;
  slug: string;
}

/** The deposit is part of the price; an empty address is made from the name. */
export function checkTerms<T extends Terms>(value: T, ctx: z.RefinementCtx, name: string): void {
  if (value.deposit > value.price) {
    ctx.addIssue({
      code: "custom",
      path: ["deposit"],
      message: "The deposit cannot be more than the price: lower it, or raise the price.",
    });
  }
  if (value.slug === "") {
    value.slug = slugFromName(name);
    if (value.slug === "")
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: "Type the address: the name has no letters to make one.",
      });
  }
}
