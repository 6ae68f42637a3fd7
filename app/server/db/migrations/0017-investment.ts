import type { AppMigration } from "../dialect";
import { createEditedContentTable } from "../migration-kit";

// The home page's INVESTMENT section (issue 18, SPEC §2.3, §9.1–9.4): prices shown, not charged.
// One row (id 1) with a version, edited in /admin/investment. Each list is JSON, checked by zod
// when read; prices are integer cents like the rest of the code (docs/decisions/024). What is
// charged (prints, albums) stays in app/catalogue.
export const investment: AppMigration = {
  name: "0017-investment",
  async up(db, ctx) {
    await createEditedContentTable(db, ctx, "investment_content", (table) =>
      table
        /** JSON: [{ title, subtitle, priceCents, priceUnit, description, features: [] }]. */
        .addColumn("wedding_packages", "text", (c) => c.notNull())
        /** JSON: ["line", …] under "Every wedding package includes:". */
        .addColumn("wedding_includes", "text", (c) => c.notNull())
        /** JSON: [{ title, priceCents, priceIsFrom, description, linksToAlbumProject }]. */
        .addColumn("wedding_add_ons", "text", (c) => c.notNull())
        .addColumn("family_packages", "text", (c) => c.notNull())
        .addColumn("family_note", "text", (c) => c.notNull())
        .addColumn("additional_services", "text", (c) => c.notNull())
        /** JSON: ["line", …] under TRAVEL & BOOKING INFORMATION. */
        .addColumn("travel_notes", "text", (c) => c.notNull()),
    );
  },
};
