import { Link } from "react-router";
import type { StoryEntry } from "./story-entry";
import { StarDefinition } from "./star-icon";
import { TestimonialCard } from "./testimonial-card";

interface StoriesPageProps {
  title: string;
  subtitle: string;
  entries: readonly StoryEntry[];
  emptyText: string;
  shareLabel: string;
}

/** The Love Stories and Life Stories pages: the same shape, different words (SPEC.md §2.8). */
export function StoriesPage({ title, subtitle, entries, emptyText, shareLabel }: StoriesPageProps) {
  return (
    <div className="page-shell">
      <header className="text-center">
        <h1 className="text-4xl sm:text-5xl">{title}</h1>
        <p className="mt-3 text-lg text-ink-soft">{subtitle}</p>
      </header>

      {entries.length === 0 ? (
        <div className="mx-auto mt-12 max-w-xl text-center">
          <p className="text-lg text-ink-soft">{emptyText}</p>
          <Link to="/leave-review" className="btn-primary mt-8">
            Be the First to Leave a Review
          </Link>
        </div>
      ) : (
        <>
          {/* The one star every rating below refers to. */}
          <StarDefinition />
          <ul className="mx-auto mt-12 grid max-w-3xl gap-8">
            {entries.map((entry) => (
              <TestimonialCard key={entry.id} entry={entry} />
            ))}
          </ul>
        </>
      )}

      <footer className="mt-16 flex flex-col items-center gap-6">
        <Link to="/leave-review" className={entries.length ? "btn-primary" : "btn-outline"}>
          {shareLabel}
        </Link>
        <Link to="/testimonials" className="back-link">
          ← Back to All Testimonials
        </Link>
      </footer>
    </div>
  );
}
