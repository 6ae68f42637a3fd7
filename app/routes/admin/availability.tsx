import { adminMeta, PageTitle, Section } from "~/components/admin/admin-ui";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { DatesOff } from "~/components/admin/scheduler/dates-off";
import { SchedulingNav } from "~/components/admin/scheduler/scheduling-nav";
import { WeeklyHoursForm } from "~/components/admin/scheduler/weekly-hours-form";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { availabilityAction } from "~/server/scheduler-admin/availability-actions.server";
import { readAvailability } from "~/server/scheduler-admin/availability.server";
import { ARIZONA_TIME } from "~/shared/scheduling/clock";
import type { Route } from "./+types/availability";

// Her weekly hours and dates off (issue 30 §2): when clients may book sessions. Booked sessions
// are busy besides; mini-session days have their own times.

export const meta: Route.MetaFunction = () => adminMeta("Hours and dates off");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, () => readAvailability());
}

export function action({ request }: Route.ActionArgs) {
  return availabilityAction(request);
}

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { week, stamp, datesOff } = loaderData;
  const posted = (actionData ?? {}) as { form?: "hours" | "dates"; saved?: boolean };
  const refused = refusedInput(actionData);
  const hoursRefused = posted.form === "hours" && !posted.saved;
  const datesRefused = posted.form === "dates" && !posted.saved;
  return (
    <>
      <PageTitle lead="When clients may book a session: your weekly hours, minus your dates off and the sessions already booked.">
        Hours and dates off
      </PageTitle>
      <SchedulingNav />
      <p className="mb-4 font-medium">{ARIZONA_TIME}</p>
      <Section title="Weekly hours">
        {posted.form === "hours" && <SaveOutcome result={actionData} reloadTo="/admin/availability" />}
        <p className="mb-4 text-sm text-ink-soft">
          One or more ranges a day, in steps of 5 minutes (for example 4:00 pm to 8:00 pm). Empty a range to remove it;
          a day with none is closed.
        </p>
        <WeeklyHoursForm week={week} stamp={stamp} refused={hoursRefused ? refused : { errors: {} }} />
      </Section>
      <Section title="Dates off">
        {posted.form === "dates" && <SaveOutcome result={actionData} />}
        <DatesOff dates={datesOff} refused={datesRefused ? refused : { errors: {}, values: {} }} />
      </Section>
    </>
  );
}
