import { data } from "react-router";
import { EDIT_MESSAGES } from "~/shared/admin/edit-messages";
import type { FieldErrors } from "~/shared/field-errors";

// One result type for every editor's save or change, and one way to turn it into the answer the
// screen shows: saved (200), invalid with field messages (400), stale (409, "reload"), not found
// (404), or refused for another reason in plain words (400 unless said otherwise).

export type EditResult =
  | { kind: "saved"; notice: string; version?: number }
  | { kind: "invalid"; fields: FieldErrors; error?: string }
  | { kind: "stale" }
  | { kind: "not-found"; error: string }
  | { kind: "refused"; status: RefusalStatus; error: string; fields?: FieldErrors };

export type RefusalStatus = 400 | 403 | 409 | 413 | 422 | 429;

export type Refusal = Exclude<EditResult, { kind: "saved" }>;

export const saved = (notice: string, version?: number): EditResult => ({ kind: "saved", notice, version });
export const invalid = (fields: FieldErrors, error?: string): Refusal => ({ kind: "invalid", fields, error });
export const stale = (): Refusal => ({ kind: "stale" });
export const notFound = (error: string): Refusal => ({ kind: "not-found", error });
export const refused = (error: string, status: RefusalStatus = 400, fields?: FieldErrors): Refusal => ({
  kind: "refused",
  status,
  error,
  fields,
});

export const isSaved = (result: EditResult): result is Extract<EditResult, { kind: "saved" }> =>
  result.kind === "saved";

/**
 * Thrown inside a change's transaction to roll it back with this refusal (versionedChange and
 * the editors' own transactions catch it). Throwing keeps the "refused" path out of every return.
 */
export class EditRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super("refused");
  }
}

export const refuse = (refusal: Refusal): never => {
  throw new EditRefused(refusal);
};

/** Runs `work`, turning a thrown refusal into its result. */
export async function catchRefusal(work: () => Promise<EditResult>): Promise<EditResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EditRefused) return error.refusal;
    throw error;
  }
}

export interface AnswerOptions {
  /** What the form held, sent back with a refusal so nothing typed is lost ({ values } or { draft }). */
  echo?: Record<string, unknown>;
  /** Sent with every answer, saved or not (the intent, the item to keep focus on, a stamp). */
  context?: Record<string, unknown>;
}

/** The HTTP answer of an edit, the same shape for every editor. */
export function answer(result: EditResult, options: AnswerOptions = {}) {
  const { echo = {}, context = {} } = options;
  switch (result.kind) {
    case "saved":
      return { saved: true as const, notice: result.notice, version: result.version, ...context };
    case "invalid":
      return data(
        { error: result.error ?? EDIT_MESSAGES.invalid, fields: result.fields, ...echo, ...context },
        { status: 400 },
      );
    case "stale":
      return data({ error: EDIT_MESSAGES.stale, stale: true as const, ...echo, ...context }, { status: 409 });
    case "not-found":
      return data({ error: result.error, ...context }, { status: 404 });
    case "refused":
      return data({ error: result.error, fields: result.fields, ...echo, ...context }, { status: result.status });
  }
}

/** A refusal straight away, before any edit ran (a missing version, an unknown intent). */
export const refusedAnswer = (error: string, status: RefusalStatus = 400) => data({ error }, { status });
