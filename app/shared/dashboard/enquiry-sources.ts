// "How did you find me?" is free text on the inquiry form (its placeholder suggests a social
// network, Google, a referral). The dashboard groups the answers by these words, first match wins,
// so "my friend saw you on Instagram" counts as Instagram. The database applies the same list
// (app/server/dashboard/enquiry-sources.server.ts); the words are lower case and matched anywhere.

export interface EnquirySource {
  key: string;
  label: string;
  words: readonly string[];
}

export const ENQUIRY_SOURCES: readonly EnquirySource[] = [
  { key: "instagram", label: "Instagram", words: ["instagram", "insta"] },
  { key: "facebook", label: "Facebook", words: ["facebook", "fb"] },
  { key: "tiktok", label: "TikTok", words: ["tiktok", "tik tok"] },
  { key: "pinterest", label: "Pinterest", words: ["pinterest"] },
  { key: "search", label: "Google or another search", words: ["google", "search", "bing", "yahoo", "duckduckgo"] },
  {
    key: "wedding-sites",
    label: "Wedding sites",
    words: ["knot", "weddingwire", "wedding wire", "zola", "junebug", "thumbtack"],
  },
  {
    key: "referral",
    label: "Referral: friends, family, vendors",
    words: ["refer", "friend", "family", "word of mouth", "recommend", "coworker", "planner", "venue", "vendor"],
  },
  { key: "past-client", label: "Past client", words: ["past client", "returning", "again"] },
];

/** Answers that match no word above. */
export const OTHER_SOURCE = { key: "other", label: "Something else" } as const;
/** No answer: the home page's short form does not ask, and older messages may not say. */
export const UNSAID_SOURCE = { key: "unsaid", label: "Not asked or left blank" } as const;

/** The label of a source key the database answered. */
export function sourceLabel(key: string): string {
  if (key === OTHER_SOURCE.key) return OTHER_SOURCE.label;
  if (key === UNSAID_SOURCE.key) return UNSAID_SOURCE.label;
  return ENQUIRY_SOURCES.find((s) => s.key === key)?.label ?? key;
}

export interface SourceCount {
  key: string;
  enquiries: number;
  booked: number;
}

/** Most enquiries first; "something else" and "not said" last, whatever their counts. */
export function orderSources(rows: readonly SourceCount[]): (SourceCount & { label: string })[] {
  const rank = (key: string) => (key === UNSAID_SOURCE.key ? 2 : key === OTHER_SOURCE.key ? 1 : 0);
  return [...rows]
    .filter((r) => r.enquiries > 0)
    .sort((a, b) => rank(a.key) - rank(b.key) || b.enquiries - a.enquiries || a.key.localeCompare(b.key))
    .map((r) => ({ ...r, label: sourceLabel(r.key) }));
}
