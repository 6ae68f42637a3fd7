import { closeDatabase, database, migrate } from "../app/server/db/db.server";

// `npm run db:migrate`: apply pending migrations to DATABASE_URL (start-up does the same).
try {
  const applied = await migrate(database());
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
} catch (error) {
  console.error(`migration failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
