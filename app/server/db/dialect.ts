import type { Kysely } from "kysely";

export type DialectName = "sqlite" | "postgres";

export interface MigrationContext {
  dialect: DialectName;
}

/** A migration written once for both databases; `ctx` says which one it runs on. */
export interface AppMigration {
  name: string;
  // Migrations operate on any schema shape, by nature.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>, ctx: MigrationContext): Promise<void>;
}
