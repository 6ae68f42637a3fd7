import type { Kysely } from "kysely";
import { z } from "zod";
import { SERVICE_LISTS, type ServiceList, type ServiceValues } from "~/shared/investment-content";
import { jsonColumn } from "../admin/editor/record-row.server";
import type { ServiceSection } from "../db/booking-schema";
import { db as sharedDb, toBool } from "../db/db.server";
import type { Database } from "../db/schema";
import { SECTION_OF } from "./service-rows.server";

// The session services she sells (decision 033): one source of truth for the public Investment
// section and for proposals, which copy a service's words and price (integer cents) when she adds it.

const bool = z.union([z.boolean(), z.number(), z.string()]).transform(toBool);
const storedService = z.object({
  id: z.coerce.number().int(),
  section: z.enum(["wedding_package", "wedding_add_on", "family_package", "additional_service"]),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  features: jsonColumn(z.array(z.string()), "services.features"),
  price_cents: z.coerce.number().int(),
  price_unit: z.string(),
  price_is_from: bool,
  taxable: bool,
  links_to_album_project: bool,
});

type StoredService = z.output<typeof storedService>;
/** A service as stored: it has its row's id. */
export type Service = ServiceValues & { id: number };

const toValues = (r: StoredService): Service => ({
  id: r.id,
  title: r.title,
  subtitle: r.subtitle,
  priceCents: r.price_cents,
  priceUnit: r.price_unit,
  priceIsFrom: r.price_is_from,
  description: r.description,
  features: r.features,
  taxable: r.taxable,
  linksToAlbumProject: r.links_to_album_project,
});

async function readRows(db: Kysely<Database>): Promise<StoredService[]> {
  const rows = await db
    .selectFrom("services")
    .selectAll()
    .orderBy("section")
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => storedService.parse(row));
}

/** The Investment section's lists of services, each in its order, with their ids. */
export async function readServiceLists(db: Kysely<Database> = sharedDb()): Promise<Record<ServiceList, Service[]>> {
  const rows = await readRows(db);
  return Object.fromEntries(
    SERVICE_LISTS.map((list) => [list, rows.filter((r) => r.section === SECTION_OF[list]).map(toValues)]),
  ) as Record<ServiceList, Service[]>;
}

export interface ServiceGroup {
  section: ServiceSection;
  /** "Wedding packages", as the Investment editor names the section. */
  heading: string;
  services: Service[];
}

const HEADINGS: Record<ServiceSection, string> = {
  wedding_package: "Wedding packages",
  wedding_add_on: "Wedding package add-ons",
  family_package: "Family packages",
  additional_service: "Additional services",
};

/** Every service grouped by section, in the page's order: what the proposal editor offers to copy. */
export async function listServices(db: Kysely<Database> = sharedDb()): Promise<ServiceGroup[]> {
  const lists = await readServiceLists(db);
  return SERVICE_LISTS.map((list) => ({
    section: SECTION_OF[list],
    heading: HEADINGS[SECTION_OF[list]],
    services: lists[list],
  }));
}
