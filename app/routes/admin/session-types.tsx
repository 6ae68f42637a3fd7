import { Form, Link } from "react-router";
import { adminMeta, Badge, Cell, Notice, PageTitle, ResponsiveTable, Row } from "~/components/admin/admin-ui";
import { CsrfField } from "~/components/admin/editor/csrf-field";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { SchedulingNav } from "~/components/admin/scheduler/scheduling-nav";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { sessionTypesListAction, sessionTypesPage } from "~/server/scheduler-admin/session-type-actions.server";
import { SESSION_TYPE_LIST_INTENTS } from "~/shared/scheduling/admin/session-type.schema";
import { formatDollars } from "~/shared/money";
import type { Route } from "./+types/session-types";

// The session types clients book themselves (issue 30 §1), and the way into the other set-up
// screens (hours and dates off, mini-session days). Samples are marked until she saves them; Move
// up / Move down set the order /book-a-session lists them in.

export const meta: Route.MetaFunction = () => adminMeta("Session types");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({
    ...(await sessionTypesPage()),
    deleted: new URL(request.url).searchParams.has("deleted"),
  }));
}

export function action({ request }: Route.ActionArgs) {
  return sessionTypesListAction(request);
}

const moveButton = "rounded border border-ink/30 px-3 py-2 text-sm disabled:opacity-40";

export default function SessionTypes({ loaderData, actionData }: Route.ComponentProps) {
  const { types, deleted } = loaderData;
  return (
    <>
      <PageTitle lead="What clients can book themselves on your site: each has its own booking page at /book-a-session/… with its length, price, deposit and agreement.">
        Scheduling
      </PageTitle>
      <SchedulingNav />
      {deleted && <Notice>The session type was deleted.</Notice>}
      <SaveOutcome result={actionData} reloadTo="/admin/session-types" />
      <h2 className="mb-4 text-2xl">Session types</h2>
      <p className="mb-6">
        <Link to="/admin/session-types/new" className="btn-primary">
          New session type
        </Link>
      </p>
      {types.length === 0 ? (
        <p>No session types yet.</p>
      ) : (
        <ResponsiveTable
          caption="Session types"
          columns={["Session type", "Length", "Price", "Deposit", "Bookable", "Order"]}
        >
          {types.map((t, index) => (
            <Row key={t.id}>
              <Cell label="Session type">
                <Link to={`/admin/session-types/${t.id}`} className="font-medium text-clay underline">
                  {t.name}
                </Link>{" "}
                {t.isSample && <Badge tone="warn">SAMPLE</Badge>}
              </Cell>
              <Cell label="Length">{t.durationMinutes} min</Cell>
              <Cell label="Price">{formatDollars(t.priceCents)}</Cell>
              <Cell label="Deposit">{formatDollars(t.depositCents)}</Cell>
              <Cell label="Bookable">{t.active ? <Badge tone="good">Active</Badge> : <Badge>Inactive</Badge>}</Cell>
              <Cell label="Order">
                <Form method="post" className="flex gap-2">
                  <CsrfField />
                  <input type="hidden" name="id" value={t.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={SESSION_TYPE_LIST_INTENTS["move-up"]}
                    className={moveButton}
                    disabled={index === 0}
                  >
                    Move up<span className="sr-only"> ({t.name})</span>
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value={SESSION_TYPE_LIST_INTENTS["move-down"]}
                    className={moveButton}
                    disabled={index === types.length - 1}
                  >
                    Move down<span className="sr-only"> ({t.name})</span>
                  </button>
                </Form>
              </Cell>
            </Row>
          ))}
        </ResponsiveTable>
      )}
    </>
  );
}
