import { Link } from "react-router";
import { adminMeta, Badge, Cell, Notice, PageTitle, ResponsiveTable, Row } from "~/components/admin/admin-ui";
import { SchedulingNav } from "~/components/admin/scheduler/scheduling-nav";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { sessionTypesPage } from "~/server/scheduler-admin/session-type-actions.server";
import { formatDollars } from "~/shared/money";
import type { Route } from "./+types/session-types";

// The session types clients book themselves (issue 30 §1), and the way into the other set-up
// screens (hours and dates off, mini-session days). Samples are marked until she saves them.

export const meta: Route.MetaFunction = () => adminMeta("Session types");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({
    ...(await sessionTypesPage()),
    deleted: new URL(request.url).searchParams.has("deleted"),
  }));
}

export default function SessionTypes({ loaderData }: Route.ComponentProps) {
  const { types, deleted } = loaderData;
  return (
    <>
      <PageTitle lead="What clients can book themselves on your site: each has its own booking page at /book-a-session/… with its length, price, deposit and agreement.">
        Scheduling
      </PageTitle>
      <SchedulingNav />
      {deleted && <Notice>The session type was deleted.</Notice>}
      <h2 className="mb-4 text-2xl">Session types</h2>
      <p className="mb-6">
        <Link to="/admin/session-types/new" className="btn-primary">
          New session type
        </Link>
      </p>
      {types.length === 0 ? (
        <p>No session types yet.</p>
      ) : (
        <ResponsiveTable caption="Session types" columns={["Session type", "Length", "Price", "Deposit", "Bookable"]}>
          {types.map((t) => (
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
            </Row>
          ))}
        </ResponsiveTable>
      )}
    </>
  );
}
