// The home page editor's form layout, shared by the browser (the editor) and the form's schema
// (home-texts.schema.ts). No zod here: it stays out of the admin page's browser bundle.

/** How many availability notices the editor offers; blank ones are not shown. */
export const NOTICE_SLOTS = 3;

export const NOTICE_INDEXES = Array.from({ length: NOTICE_SLOTS }, (_, i) => i);

/** The two fields of notice `i`: its heading and its detail. */
export const noticeFields = (i: number) => [`notice${i}Heading`, `notice${i}Detail`] as const;
