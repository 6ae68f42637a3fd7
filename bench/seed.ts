import { migrate, openDatabase } from "../app/server/db/db.server";

// A realistic database for the server-rendered pages: 50 approved testimonials, split between
// the two story pages, with reviews of varied length. Deterministic, so runs compare.

const COUPLES = [
  ["Maria", "Daniel"],
  ["Ashley", "Jordan"],
  ["Priya", "Sam"],
  ["Elena", null],
  ["Hannah", "Luis"],
  ["Grace", "Owen"],
  ["Sofia", "Mateo"],
  ["Chloe", "Ethan"],
  ["Natalie", null],
  ["Olivia", "Marcus"],
] as const;

const SENTENCES = [
  "From our first call she made us feel completely at ease in front of the camera.",
  "The photos from our day at the Desert Botanical Garden are better than we dreamed.",
  "Every family member cried when we opened the gallery.",
  "She found light we did not know existed at golden hour in the Superstition Mountains.",
  "Our kids still ask when we get to go on another adventure with her.",
  "The album arrived beautifully packaged and it is the first thing guests pick up.",
  "She kept the timeline calm and on track while still catching every candid moment.",
  "We booked her again for our anniversary and then for our newborn session.",
  "Communication was quick, warm and clear from the first enquiry to the final gallery.",
  "If you are on the fence, stop reading reviews and book her.",
];

function review(i: number): string {
  const count = 2 + (i % 5);
  return Array.from({ length: count }, (_, k) => SENTENCES[(i * 3 + k) % SENTENCES.length]).join(" ");
}

/** Creates (or migrates) the database at `databaseUrl` and fills it with the benchmark's rows. */
export async function seedDatabase(databaseUrl: string, count = 50): Promise<void> {
  const database = openDatabase(databaseUrl);
  try {
    await migrate(database);
    const rows = Array.from({ length: count }, (_, i) => {
      const [bride, groom] = COUPLES[i % COUPLES.length] ?? ["Guest", null];
      return {
        bride_name: bride,
        groom_name: groom,
        review_text: review(i),
        rating: 5 - (i % 7 === 3 ? 1 : 0),
        is_approved: true,
        category: i % 2 === 0 ? "love_stories" : "life_stories",
        photo_url: null,
        pin_position: null,
        pin_order: null,
        // One a day, newest first, from a fixed date.
        created_at: new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString(),
      };
    });
    await database.db.insertInto("testimonials").values(rows).execute();
  } finally {
    await database.db.destroy();
  }
}
