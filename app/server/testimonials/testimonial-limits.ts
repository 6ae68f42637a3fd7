// Length bounds of a testimonial (DECISIONS.md §3), free of zod so the browser form can use them
// (as maxLength) without shipping the validator.
export const NAME_MAX = 200;
export const REVIEW_TEXT_MAX = 5000;
