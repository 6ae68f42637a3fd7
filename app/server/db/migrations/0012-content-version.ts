import { sql } from "kysely";
import { addContentVersionTriggers, CONTENT_VERSION_CHANNEL } from "../content-version-triggers";
import type { AppMigration } from "../dialect";
import { createVersionCounter } from "../migration-kit";

// The content version: one row, bumped by the database on every change to a table shown on public
// pages (testimonials here; later content tables call addContentVersionTriggers in their own
// migration). Each server instance reads it at most once a second and re-renders its cached pages
// when it moved (server/render-cache.ts, docs/decisions/020-render-cache.md).
export const contentVersion: AppMigration = {
  name: "0012-content-version",
  async up(db, ctx) {
    await createVersionCounter(db, ctx, "content_version");
    if (ctx.dialect === "postgres") {
      // Statement-level: one bump per statement however many rows it touched.
      await sql
        .raw(
          `CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN
             UPDATE content_version SET version = version + 1 WHERE id = 1;
             PERFORM pg_notify('${CONTENT_VERSION_CHANNEL}', '');
             RETURN NULL;
           END $$`,
        )
        .execute(db);
    }
    await addContentVersionTriggers(db, ctx.dialect, "testimonials");
  },
};
