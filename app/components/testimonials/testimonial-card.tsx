import { StarRating } from "./star-icon";
import { photoChain, signature, type StoryEntry } from "./story-entry";
import { TestimonialPhoto } from "./testimonial-photo";

/** One approved testimonial: photo, read-only stars, the quoted review and the signature. */
export function TestimonialCard({ entry }: { entry: StoryEntry }) {
  const names = signature(entry.brideName, entry.groomName);
  const alt = entry.groomName?.trim() ? `${entry.brideName} and ${entry.groomName.trim()}` : entry.brideName;
  return (
    // Off screen, a card skips style, layout and paint until scrolled near (content-visibility):
    // with 200 reviews in the display font, the first layout and the font's arrival re-lay out
    // only the cards on screen. The estimate holds a card's place until it has been laid out once.
    <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5 [contain-intrinsic-block-size:auto_420px] [content-visibility:auto] sm:p-8">
      <figure className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <TestimonialPhoto steps={photoChain(entry)} alt={alt} />
        <div className="min-w-0 flex-1">
          <StarRating rating={entry.rating} />
          <blockquote className="mt-4 font-serif text-xl leading-relaxed break-words whitespace-pre-line text-ink">
            <p>{`“${entry.reviewText}”`}</p>
          </blockquote>
          <figcaption className="mt-4 text-sm font-medium tracking-widest text-clay uppercase">{names}</figcaption>
        </div>
      </figure>
    </li>
  );
}
