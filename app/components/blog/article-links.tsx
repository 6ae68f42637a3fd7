import { Link } from "react-router";

/** The article's closing calls to action (SPEC.md §2.9: exact labels and targets). */
export function ArticleLinks() {
  return (
    <div className="mt-10 flex flex-col flex-wrap items-center justify-center gap-3 sm:flex-row">
      <Link to="/inquiry" className="btn-primary">
        Book Your Phoenix Wedding Photography
      </Link>
      <Link to="/wedding-portfolio" className="btn-outline">
        View Wedding Portfolio
      </Link>
      <Link to="/testimonials/love-stories" className="btn-outline">
        What Our Couples are Saying
      </Link>
    </div>
  );
}
