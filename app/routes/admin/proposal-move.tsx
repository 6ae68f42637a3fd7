import { Link } from "react-router";
import { adminMeta, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorCheckbox } from "~/components/admin/editor/editor-field";
import { SessionWhenFields } from "~/components/admin/proposals/session-fields";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { moveSessionAction, sessionMovePageData } from "~/server/calendar/session-move.server";
import { SESSION_MOVE_INTENTS } from "~/shared/calendar/calendar-intents";
import { MOVE_MESSAGES } from "~/shared/calendar/session-move.schema";
import type { Route } from "./+types/proposal-move";

// Moving a booked session (issue 29 §4): its new date, time or place, on the client's timeline and
// in her calendar feed, and (ticked by default) a note to the client with the new .ics. The signed
// contract does not change.

export const meta: Route.MetaFunction = () => adminMeta("Move the session");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, () => sessionMovePageData(params.id));
}

export function action({ request, params }: Route.ActionArgs) {
  return moveSessionAction(request, params.id);
}

export default function MoveSession({ loaderData, actionData }: Route.ComponentProps) {
  const { proposal, client } = loaderData;
  const { errors, values: typed } = refusedInput(actionData);
  const back = `/admin/proposals/${proposal.id}`;
  const value = (name: "sessionDate" | "sessionTime" | "sessionPlace") => typed[name] ?? proposal[name];
  const refused = actionData !== undefined && !(actionData as { saved?: boolean }).saved;
  const notify = refused ? typed.notifyClient === "on" : true;
  return (
    <div className="max-w-2xl">
      <PageTitle
        lead={
          <>
            <Link to={back} className="underline underline-offset-4">
              {proposal.title}
            </Link>{" "}
            for{" "}
            <Link to={`/admin/clients/${client.id}`} className="underline underline-offset-4">
              {client.names}
            </Link>
            . Now: {proposal.when}
            {proposal.sessionPlace ? `, ${proposal.sessionPlace}` : ""}.
          </>
        }
      >
        Move the session
      </PageTitle>
      <SaveOutcome result={actionData} reloadTo={`${back}/move`} />
      {proposal.status !== "booked" ? (
        <Notice tone="bad">{MOVE_MESSAGES.notBooked}</Notice>
      ) : (
        <EditorForm version={proposal.version} key={proposal.version} className="space-y-2">
          <Section title="The new date">
            <div className="space-y-4">
              <SessionWhenFields
                values={{
                  sessionDate: value("sessionDate"),
                  sessionTime: value("sessionTime"),
                  sessionPlace: value("sessionPlace"),
                }}
                errors={errors}
                dateRequired
              />
            </div>
          </Section>
          <Section title="Tell the client">
            <EditorCheckbox
              name="notifyClient"
              checked={notify}
              label={`E-mail ${client.names} the new date with a calendar file`}
            />
            <p className="mt-2 text-sm text-ink-soft">
              A short note to {client.emails.join(" and ") || "the client"}, with a file that moves the session in her
              calendar. Her signed contract stays as it is, and the payment due dates do not change (move them on the
              client&apos;s page if they should).
            </p>
          </Section>
          <div className="flex flex-wrap gap-3 pt-6">
            <button type="submit" name="intent" value={SESSION_MOVE_INTENTS.move} className="btn-primary">
              Move the session
            </button>
            <Link to={back} className="btn-outline">
              Back to the proposal
            </Link>
          </div>
        </EditorForm>
      )}
    </div>
  );
}
