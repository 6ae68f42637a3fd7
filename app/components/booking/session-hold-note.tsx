import { Link } from "react-router";
import type { SessionHoldView } from "~/shared/scheduling/booking-views";

/** A self-booked session's time while she signs and pays: held until when, or gone. */
export function SessionHoldNote({ hold }: { hold: SessionHoldView }) {
  switch (hold.state) {
    case "held":
      return (
        <p role="status" className="mb-6 rounded-md bg-amber-50 px-4 py-3 text-amber-950" data-testid="session-hold">
          {`This time is held for you until ${hold.until}, Arizona time.`}
        </p>
      );
    case "lapsed":
      return (
        <p role="status" className="mb-6 rounded-md bg-amber-50 px-4 py-3 text-amber-950" data-testid="session-hold">
          Your hold on this time has run out, but the time is still free: finish booking now to keep it.
        </p>
      );
    case "taken":
      return (
        <div role="alert" className="mb-6 rounded-md bg-red-50 px-4 py-3 text-red-900" data-testid="session-hold">
          <p>
            Sorry — your hold on this time ran out and someone else has booked it since, so it can no longer be signed
            for or paid here.
          </p>
          <p className="mt-2">
            <Link to={hold.pickAgainPath} className="font-medium underline">
              Pick another time
            </Link>
          </p>
        </div>
      );
  }
}
