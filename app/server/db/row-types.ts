import type { Generated } from "kysely";

// The columns many tables share, as the migration kit (migration-kit.ts) creates them.

/** A timestamp as the drivers return it: an ISO string from SQLite, a Date from PostgreSQL. */
export type Timestamp = string | Date;

/** The auto-increment id (`identity` in migration-columns.ts). */
export interface WithId {
  id: Generated<number>;
}

/** `createdAt`: stamped by the database on insert. */
export interface Created {
  created_at: Generated<Timestamp>;
}

/** `timestamps`: created_at and updated_at. */
export interface Timestamped extends Created {
  updated_at: Generated<Timestamp>;
}

/** A row the studio edits with optimistic concurrency (`createEditedContentTable`): id chosen by the app. */
export interface EditedContentRow {
  id: number;
  version: Generated<number>;
  updated_at: Generated<Timestamp>;
}
