import { Link } from "react-router";
import { adminMeta, dangerButton, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { SCHEDULE_INTENTS } from "~/components/admin/schedule/schedule-types";
import { TimePicker } from "~/components/admin/schedule/time-picker";
import { scheduleBookingAction, scheduleBookingData } from "~/server/scheduling/schedule-admin.server";
import type { Route } from "./+types/schedule-booking";

// One self-booked session (issue 30 §6): who and when, Move to any free time (she is not held to
// the client's notice) and Cancel, with the deposit refunded to the card when she ticks it. Both
// e-mail the client.

export const meta: Route.MetaFunction = () => adminMeta("A booked session");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, () => scheduleBookingData(params.id));
}

export function action({ request, params }: Route.ActionArgs) {
  return scheduleBookingAction(request, params.id);
}

export default function ScheduleBooking({ loaderData, actionData }: Route.ComponentProps) {
  const b = loaderData;
  const back = `/admin/schedule?view=day&date=${b.date}`;
  const active = b.status === "booked" || b.status === "held";
  return (
    <div className="max-w-2xl">
      <PageTitle
        lead={
          <>
            {b.when}
            {b.place ? `, ${b.place}` : ""}.{" "}
            {b.clientId === null ? (
              b.names
            ) : (
              <Link to={`/admin/clients/${b.clientId}`} className="underline underline-offset-4">
                {b.names}
              </Link>
            )}
            {b.email ? ` (${b.email})` : ""}.
          </>
        }
      >
        {b.what}
      </PageTitle>
      <SaveOutcome result={actionData} reloadTo={`/admin/schedule/${b.id}`} />
      {b.status === "held" ? <Notice tone="bad">Held: the client has not signed and paid yet.</Notice> : null}
      {!active ? <Notice tone="bad">This session is {b.status}: nothing to change.</Notice> : null}
      {b.status === "booked" ? (
        <Section title="Move">
          {b.days.length === 0 ? (
            <p>No free time in the four weeks around this session. Open your hours or dates off to make room.</p>
          ) : (
            <EditorForm version={0} className="space-y-4">
              <p className="text-sm text-ink-soft">
                Free times (Arizona time). The client gets an e-mail with the new time.
              </p>
              <TimePicker days={b.days} empty="" />
              <button type="submit" name="intent" value={SCHEDULE_INTENTS.move} className="btn-primary">
                Move the session
              </button>
            </EditorForm>
          )}
        </Section>
      ) : null}
      {active ? (
        <Section title="Cancel">
          <EditorForm version={0} className="space-y-4">
            <p>The time is free again at once, and the client gets an e-mail.</p>
            {b.depositCents > 0 ? (
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="refund" value="yes" />
                Refund the {b.deposit} deposit to the client
              </label>
            ) : null}
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="confirm" value="yes" />
              Yes, cancel this session
            </label>
            <button type="submit" name="intent" value={SCHEDULE_INTENTS.cancel} className={dangerButton}>
              Cancel the session
            </button>
          </EditorForm>
        </Section>
      ) : null}
      <p className="mt-8">
        <Link to={back} className="underline underline-offset-4">
          Back to the day
        </Link>
      </p>
    </div>
  );
}
