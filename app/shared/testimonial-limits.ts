// Length bounds of a testimonial (DECISIONS.md §3), shared: the browser form uses them
// (as maxLength) without shipping the validator.
export const NAME_MAX = 200;
export const REVIEW_TEXT_MAX = 5000;
