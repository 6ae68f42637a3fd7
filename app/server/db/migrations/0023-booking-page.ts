import type { AppMigration } from "../dialect";

// The booking page (issue 28 §5): the first time the client opens each revision of a proposal is
// part of the signature's audit trail (viewed, consented, signed). proposals.viewed_at alone cannot
// say which revision was viewed, nor from where.
export const bookingPage: AppMigration = {
  name: "0023-booking-page",
  async up(db) {
    await db.schema
      .alterTable("proposals")
      /** The revision viewed_at belongs to: a new revision is viewed (and recorded) again. */
      .addColumn("viewed_revision", "integer")
      .execute();
    /** Where that first view came from, for the audit trail. */
    await db.schema.alterTable("proposals").addColumn("viewed_ip", "text").execute();
    await db.schema.alterTable("proposals").addColumn("viewed_user_agent", "text").execute();
  },
};
