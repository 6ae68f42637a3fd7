// `npm run seed`: fills the development database (DATABASE_URL, default ./data/site.db) with
// clearly-marked sample testimonials, enquiries and an order. See scripts/seed-data.ts.
import { migrate, openDatabase } from "../app/server/db/db.server";
import { productionReason, SAMPLE_MARK, seedDevelopmentData } from "./seed-data";

const databaseUrl = process.env.DATABASE_URL ?? "file:./data/site.db";
const refusal = productionReason(process.env);
if (refusal) {
  console.error(`npm run seed is for a development database only, and ${refusal}. Nothing was written.`);
  process.exit(1);
}

const database = openDatabase(databaseUrl);
try {
  await migrate(database);
  const { testimonials, enquiries, orders } = await seedDevelopmentData(database.db);
  const where = databaseUrl.replace(/\/\/[^@/]*@/, "//…@");
  if (testimonials.added + enquiries + orders === 0) {
    console.log(`Sample data is already in ${where}: nothing added.`);
  } else {
    console.log(
      `Added to ${where}: ${testimonials.added} approved sample testimonials (${testimonials.loveStories} Love Stories, ${testimonials.lifeStories} Life Stories), ${enquiries} sample enquiries, ${orders} sample order. Each says "${SAMPLE_MARK}".`,
    );
    if (testimonials.added > 0 && testimonials.firstIds[0] !== 1) {
      console.log(
        `The database already had testimonials, so the samples got ids ${testimonials.firstIds.join(", ")}: the built-in sample photos belong to ids 1–5, so these show initials.`,
      );
    }
  }
} finally {
  await database.db.destroy();
}
