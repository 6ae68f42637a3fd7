// The eight portfolio galleries (SPEC §2.4): the routes, the cached page paths and the catalogue's
// collections all list them from here. A gallery's path is /{slug}-portfolio.
export const portfolioSlugs = [
  "wedding",
  "family",
  "engagement",
  "maternity",
  "newborn",
  "senior",
  "branding",
  "empowerment",
] as const;

export type PortfolioSlug = (typeof portfolioSlugs)[number];

export const portfolioPath = (slug: PortfolioSlug): string => `/${slug}-portfolio`;
