import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge, Cell, ResponsiveTable, Row } from "./admin-ui";
import { DragGrip } from "./editor/drag-grip";
import type { DragHandlers } from "./editor/use-drag-reorder";

// The list screens of the admin (coupons, galleries, contracts, session types…): a button to make
// a new one, then a table of one row per record whose first cell links to its own screen, or a
// line saying there is none yet.

/** "New coupon": the list's button to a new record, above the list. */
export function NewRecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mb-6">
      <Link to={to} className="btn-primary">
        {children}
      </Link>
    </p>
  );
}

/** One Row per record, its cells drawn by `cells`; `empty` alone while there is none. */
export function RecordTable<T extends { id: number }>({
  caption,
  columns,
  records,
  empty,
  cells,
  drag,
}: {
  caption: string;
  columns: string[];
  records: readonly T[];
  empty: string;
  cells: (record: T, index: number) => ReactNode;
  /** A list she orders: each row can be dragged (the editor kit's useDragReorder). */
  drag?: (record: T, index: number) => { dragging: boolean; handlers: DragHandlers };
}) {
  if (records.length === 0) return <p>{empty}</p>;
  return (
    <ResponsiveTable caption={caption} columns={columns}>
      {records.map((record, index) => (
        <Row key={record.id} drag={drag?.(record, index)}>
          {cells(record, index)}
        </Row>
      ))}
    </ResponsiveTable>
  );
}

/**
 * A row's first cell: the record's name, a link to its screen, marked SAMPLE when the site came
 * with it (until she saves it as hers); `children` follow the link.
 */
export function NameCell({
  label,
  to,
  name,
  sample = false,
  mono = false,
  draggableRow = false,
  children,
}: {
  label: string;
  to: string;
  name: string;
  sample?: boolean;
  /** A code (a gift card's): in the typewriter face, easier to read out. */
  mono?: boolean;
  /** The row can be dragged: the grip first, and a drag that starts on the name moves the row. */
  draggableRow?: boolean;
  children?: ReactNode;
}) {
  return (
    <Cell label={label}>
      {/* One flowing line: on a phone the cell is a flex row, whose items a wrapped name would stretch. */}
      <span>
        {draggableRow && <DragGrip className="mr-2" />}
        <Link
          to={to}
          draggable={draggableRow ? false : undefined}
          className={`${mono ? "font-mono " : ""}font-medium text-clay underline`}
        >
          {name}
        </Link>
        {sample && (
          <>
            {" "}
            <Badge tone="warn">SAMPLE</Badge>
          </>
        )}
        {children}
      </span>
    </Cell>
  );
}
