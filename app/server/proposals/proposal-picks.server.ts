import type { Kysely } from "kysely";
import { z } from "zod";
import type { ProposalExtra, ProposalPackage } from "~/shared/booking/proposal-content";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";

// What the proposal editor offers to copy in: her services (read here with one small query, the
// services module being another screen's) and her contract templates. Prices are copied into the
// proposal: a later change to a service does not reprice a proposal already made.

export interface ServicePick {
  id: number;
  section: string;
  title: string;
  description: string;
  features: string[];
  priceCents: number;
  taxable: boolean;
}

const features = z.string().transform((t) => z.array(z.string()).catch([]).parse(JSON.parse(t)));

export async function listServicePicks(db: Kysely<Database> = sharedDb()): Promise<ServicePick[]> {
  const rows = await db
    .selectFrom("services")
    .select(["id", "section", "title", "subtitle", "description", "features", "price_cents", "taxable"])
    .orderBy("section")
    .orderBy("position")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    section: r.section,
    title: r.title,
    description: r.description || r.subtitle,
    features: features.parse(r.features),
    priceCents: Number(r.price_cents),
    taxable: r.taxable === true || Number(r.taxable) === 1,
  }));
}

export const SECTION_LABELS: Record<string, string> = {
  wedding_package: "Wedding packages",
  family_package: "Family packages",
  additional_service: "Additional services",
  wedding_add_on: "Wedding add-ons",
};

/** A package copied from a service (its key is given when the proposal is saved). */
export const packageFromService = (s: ServicePick): ProposalPackage => ({
  key: "",
  serviceId: s.id,
  title: s.title,
  description: s.description,
  features: s.features,
  priceCents: s.priceCents,
  taxable: s.taxable,
});

/** An add-on line copied from a service. */
export const extraFromService = (s: ServicePick): ProposalExtra => ({
  key: "",
  kind: "add_on",
  serviceId: s.id,
  title: s.title,
  description: s.description,
  unitCents: s.priceCents,
  quantity: 1,
  taxable: s.taxable,
});

interface TemplatePick {
  id: number;
  name: string;
}

export async function listTemplatePicks(db: Kysely<Database> = sharedDb()): Promise<TemplatePick[]> {
  const rows = await db.selectFrom("contract_templates").select(["id", "name"]).orderBy("name").execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

export async function templateBody(id: number, db: Kysely<Database> = sharedDb()): Promise<string | undefined> {
  const row = await db.selectFrom("contract_templates").select("body").where("id", "=", id).executeTakeFirst();
  return row?.body;
}
