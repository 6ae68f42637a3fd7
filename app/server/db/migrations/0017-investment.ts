import type { AppMigration } from "../dialect";
import { text } from "../migration-columns";
import { createEditedContentTable } from "../migration-kit";

// The home page's INVESTMENT section (issue 18, SPEC §2.3, §9.1–9.4): prices shown, not charged.
// One row (id 1) with a version, edited in /admin/investment. Each list is JSON, checked by zod
// when read; prices are integer cents like the rest of the code (docs/decisions/024). What is
// charged (prints, albums) stays in app/catalogue.
export const investment: AppMigration = {
  name: "0017-investment",
  async up(db, ctx) {
    await createEditedContentTable(db, ctx, "investment_content", {
      /** JSON: [{ title, subtitle, priceCents, priceUnit, description, features: [] }]. */
      wedding_packages: text.notNull(),
      /** JSON: ["line", …] under "Every wedding package includes:". */
      wedding_includes: text.notNull(),
      /** JSON: [{ title, priceCents, priceIsFrom, description, linksToAlbumProject }]. */
      wedding_add_ons: text.notNull(),
      family_packages: text.notNull(),
      family_note: text.notNull(),
      additional_services: text.notNull(),
      /** JSON: ["line", …] under TRAVEL & BOOKING INFORMATION. */
      travel_notes: text.notNull(),
    });
  },
};
