import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { PhotoUsage } from "../media/library.server";

/** The session types and mini-session days that show a library photo (photo-usages.server.ts). */
export async function schedulingUsingPhoto(db: Kysely<Database>, photoId: number): Promise<PhotoUsage[]> {
  const [types, days] = await Promise.all([
    db.selectFrom("session_types").select(["id", "name"]).where("photo_id", "=", photoId).execute(),
    db.selectFrom("mini_days").select(["id", "title"]).where("photo_id", "=", photoId).execute(),
  ]);
  return [
    ...types.map((t) => ({ label: `Session type: ${t.name}`, href: `/admin/session-types/${Number(t.id)}` })),
    ...days.map((d) => ({ label: `Mini-session day: ${d.title}`, href: `/admin/minis/${Number(d.id)}` })),
  ];
}
