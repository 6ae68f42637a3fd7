import { Link } from "react-router";

/** "Page 2 of 5" with previous and next links that keep the search (the library, the portfolio picker). */
export function Pagination({
  page,
  pages,
  search,
  path = "/admin/photos",
}: {
  page: number;
  pages: number;
  search: string;
  /** The page being paged through. */
  path?: string;
}) {
  if (pages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams();
    if (search) params.set("q", search);
    if (n > 1) params.set("page", String(n));
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  return (
    <nav aria-label="Pages of photos" className="mt-8 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn-outline" rel="prev">
          ← Previous
        </Link>
      ) : (
        <span aria-hidden="true" className="w-24" />
      )}
      <p aria-current="page">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={href(page + 1)} className="btn-outline" rel="next">
          Next →
        </Link>
      ) : (
        <span aria-hidden="true" className="w-24" />
      )}
    </nav>
  );
}
