import { adminMeta, Badge, Cell, Notice, PageTitle } from "~/components/admin/admin-ui";
import { NameCell, NewRecordLink, RecordTable } from "~/components/admin/record-table";
import { RowActionForm } from "~/components/admin/editor/row-action-form";
import { RowMoveButtons } from "~/components/admin/editor/row-move-buttons";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { useDragReorder } from "~/components/admin/editor/use-drag-reorder";
import { SchedulingNav } from "~/components/admin/scheduler/scheduling-nav";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { sessionTypesListAction, sessionTypesPage } from "~/server/scheduler-admin/session-type-actions.server";
import { SESSION_TYPE_LIST_INTENTS } from "~/shared/scheduling/admin/session-type.schema";
import { formatDollars } from "~/shared/money";
import type { Route } from "./+types/session-types";

// The session types clients book themselves (issue 30 §1), and the way into the other set-up
// screens (hours and dates off, mini-session days). Samples are marked until she saves them; Move
// up / Move down (and, with JavaScript, a type dragged onto another) set the order /book-a-session
// lists them in.

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
const MOVES = [SESSION_TYPE_LIST_INTENTS["move-up"], SESSION_TYPE_LIST_INTENTS["move-down"]] as const;

export default function SessionTypes({ loaderData, actionData }: Route.ComponentProps) {
  const { types, deleted } = loaderData;
  const drag = useDragReorder<number>({ idField: "id" });
  return (
    <>
      <PageTitle lead="What clients can book themselves on your site: each has its own booking page at /book-a-session/… with its length, price, deposit and agreement.">
        Scheduling
      </PageTitle>
      <SchedulingNav />
      {deleted && <Notice>The session type was deleted.</Notice>}
      <SaveOutcome result={actionData} reloadTo="/admin/session-types" />
      <h2 className="mb-4 text-2xl">Session types</h2>
      <NewRecordLink to="/admin/session-types/new">New session type</NewRecordLink>
      {types.length > 1 && (
        <p className="mb-6 text-sm text-ink-soft">
          /book-a-session lists them in this order: drag a session type onto another to move it there, or use its Move
          buttons.
        </p>
      )}
      <RecordTable
        caption="Session types"
        columns={["Session type", "Length", "Price", "Deposit", "Bookable", "Order"]}
        records={types}
        empty="No session types yet."
        drag={(t, index) => ({ dragging: drag.dragged === t.id, handlers: drag.handlers({ id: t.id, index }) })}
        cells={(t, index) => (
          <>
            <NameCell
              label="Session type"
              to={`/admin/session-types/${t.id}`}
              name={t.name}
              sample={t.isSample}
              draggableRow
            />
            <Cell label="Length">{t.durationMinutes} min</Cell>
            <Cell label="Price">{formatDollars(t.priceCents)}</Cell>
            <Cell label="Deposit">{formatDollars(t.depositCents)}</Cell>
            <Cell label="Bookable">{t.active ? <Badge tone="good">Active</Badge> : <Badge>Inactive</Badge>}</Cell>
            <Cell label="Order">
              <RowActionForm id={t.id} className="flex gap-2">
                <RowMoveButtons
                  moves={MOVES}
                  index={index}
                  count={types.length}
                  label={`(${t.name})`}
                  className={moveButton}
                />
              </RowActionForm>
            </Cell>
          </>
        )}
      />
    </>
  );
}
