import type { ResolvedImage } from "~/images/types";
import type { FieldErrors } from "~/shared/field-errors";
import { draftRows, type DraftRow, type HomeMediaList } from "~/shared/content/home-media-form";

// What one of the editor's three forms shows: the stored list, or the draft the last post made of
// it (a move, a removal, an addition, a preview, or a save refused with its messages).

export interface ListState {
  list: HomeMediaList;
  version: number;
  rows: DraftRow[];
  errors: FieldErrors;
  /** Thumbnails and preview images by picker value. */
  images: Record<string, ResolvedImage>;
  /** The action's answer when it was about this list (saved, refused or stale), for SaveOutcome. */
  outcome: unknown;
  /** The rows are a draft: not saved yet. */
  draft: boolean;
  /** The draft was checked and is shown as a preview. */
  preview: boolean;
}

interface Loaded {
  rows: Record<HomeMediaList, DraftRow[]>;
  versions: Record<HomeMediaList, number>;
  images: Record<string, ResolvedImage>;
}

export function answerList(answer: unknown): HomeMediaList | undefined {
  if (!answer || typeof answer !== "object") return undefined;
  const a = answer as { list?: HomeMediaList; values?: Record<string, string> };
  return a.list ?? (a.values?.list as HomeMediaList | undefined);
}

export function listState(list: HomeMediaList, loaded: Loaded, answer: unknown): ListState {
  const stored: ListState = {
    list,
    version: loaded.versions[list],
    rows: loaded.rows[list],
    errors: {},
    images: loaded.images,
    outcome: undefined,
    draft: false,
    preview: false,
  };
  if (answerList(answer) !== list) return stored;
  const a = answer as Partial<{
    draft: true;
    preview: true;
    saved: true;
    values: Record<string, string>;
    fields: FieldErrors;
    images: Record<string, ResolvedImage>;
  }>;
  if (a.saved || !a.values) return { ...stored, outcome: answer };
  return {
    ...stored,
    rows: draftRows(list, a.values),
    errors: a.fields ?? {},
    images: { ...loaded.images, ...a.images },
    outcome: a.draft ? undefined : answer,
    draft: true,
    preview: !!a.preview || (!!a.draft && Object.keys(a.fields ?? {}).length === 0),
  };
}
