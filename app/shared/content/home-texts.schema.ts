// Shared by the home page editor's form (browser) and its server-side schema.

/** How many availability notices the editor offers; blank ones are not shown. */
export const NOTICE_SLOTS = 3;
