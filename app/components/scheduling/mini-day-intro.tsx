import { Picture } from "~/components/ui/picture";
import type { MiniDayView } from "~/shared/scheduling/mini-day-view";

// The top of a mini-session day's page: cover photo (the page's largest image, loaded first),
// title, her text, and the facts a family decides on: date, hours, place, price and deposit.

export function MiniDayIntro({ day }: { day: MiniDayView }) {
  return (
    <header>
      {day.cover && (
        <Picture
          image={day.cover.image}
          alt={day.cover.alt}
          priority
          sizes="(min-width: 768px) 42rem, 100vw"
          className="block overflow-hidden rounded-lg"
          imgClassName="w-full"
        />
      )}
      <h1 className="mt-8 text-4xl sm:text-5xl">{day.title}</h1>
      {day.paragraphs.map((p, i) => (
        <p key={i} className="mt-4 text-lg text-ink-soft">
          {p}
        </p>
      ))}
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium">Date</dt>
        <dd data-testid="mini-date">{day.date}</dd>
        <dt className="font-medium">Time</dt>
        <dd>{`${day.hours}, ${day.length}`}</dd>
        <dt className="font-medium">Place</dt>
        <dd>{day.place}</dd>
        <dt className="font-medium">Price</dt>
        <dd data-testid="mini-price">{`${day.price}, with a ${day.deposit} deposit to book`}</dd>
      </dl>
      <p className="mt-4 text-sm font-medium">All times are Arizona time.</p>
    </header>
  );
}
