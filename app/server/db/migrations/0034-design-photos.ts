import { addContentVersionTriggers } from "../content-version-triggers";
import type { AppMigration } from "../dialect";
import { identity, integer, text, updatedAt } from "../migration-columns";
import { createTable } from "../migration-kit";

// The design's and the shop's own photos chosen from the Photos library (issue 31 §2,
// docs/decisions/048-design-photos.md): one row per image slot she has touched, its library photo
// (null: the built-in photo again) and the description shown with it. Each row has its own version
// (the editor's optimistic concurrency); a reverted slot keeps its row so an old tab's version never
// matches again. Shown on cached public pages, so it bumps the content version.
export const designPhotos: AppMigration = {
  name: "0034-design-photos",
  async up(db, ctx) {
    await createTable(db, ctx, "design_photos", {
      id: identity,
      version: integer.notNull().defaultTo(1),
      slot_key: text.notNull().unique(),
      photo_id: integer.references("media_photos.id", "set null"),
      alt_text: text.notNull().defaultTo(""),
      ...updatedAt,
    }).execute();
    await addContentVersionTriggers(db, ctx.dialect, "design_photos");
  },
};
