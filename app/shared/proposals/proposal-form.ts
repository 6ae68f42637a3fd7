import { z } from "zod";
import { defineIntents } from "~/shared/admin/intents";
import type {
  PaymentSchedule,
  ProposalContent,
  ProposalExtra,
  ProposalPackage,
} from "~/shared/booking/proposal-content";
import { basisPointsToPercent, centsToDollars } from "./form-amounts";

// The proposal editor's form (/admin/proposals/:id): the stored proposal as the form's draft (every
// field a string, the lists' fields named by path, "packages.1.price"), the blanks the Add buttons
// append, and the posted fields read back as a draft. What each field accepts is in
// ./proposal-form.schema.ts; both sides share this file.

export const MAX_PACKAGES = 3;
export const MAX_EXTRAS = 30;
export const MAX_INSTALMENTS = 6;

export interface PackageDraft {
  key: string;
  serviceId: string;
  title: string;
  description: string;
  /** One line per feature. */
  features: string;
  price: string;
  taxable: string;
}

export interface ExtraDraft {
  key: string;
  /** "add_on" (from her services) or "custom". */
  kind: string;
  serviceId: string;
  title: string;
  description: string;
  unitPrice: string;
  quantity: string;
  taxable: string;
}

export interface InstalmentDraft {
  /** "days_before" or "on_date". */
  kind: string;
  days: string;
  date: string;
}

export interface ProposalDraft {
  title: string;
  sessionDate: string;
  sessionTime: string;
  sessionPlace: string;
  packages: PackageDraft[];
  extras: ExtraDraft[];
  /** "none", "fixed" or "percent". */
  discountKind: string;
  discountAmount: string;
  discountLabel: string;
  /** "percent" or "fixed". */
  retainerKind: string;
  retainerAmount: string;
  instalments: InstalmentDraft[];
  contractTemplateId: string;
  contractBody: string;
  expiresOn: string;
  message: string;
}

/** The proposal's editable values, as stored (cents, basis points, JSON columns parsed). */
export interface ProposalValues {
  title: string;
  sessionDate: string | null;
  sessionTime: string | null;
  sessionPlace: string;
  content: ProposalContent;
  schedule: PaymentSchedule;
  contractTemplateId: number | null;
  contractBody: string;
  expiresOn: string;
  message: string;
}

const on = (flag: boolean) => (flag ? "on" : "");
const id = (value: number | null) => (value === null ? "" : String(value));

/** A package as the form shows it. */
export const packageDraft = (p: ProposalPackage): PackageDraft => ({
  key: p.key,
  serviceId: id(p.serviceId),
  title: p.title,
  description: p.description,
  features: p.features.join("\n"),
  price: centsToDollars(p.priceCents),
  taxable: on(p.taxable),
});

/** An add-on or custom line as the form shows it. */
export const extraDraft = (e: ProposalExtra): ExtraDraft => ({
  key: e.key,
  kind: e.kind,
  serviceId: id(e.serviceId),
  title: e.title,
  description: e.description,
  unitPrice: centsToDollars(e.unitCents),
  quantity: String(e.quantity),
  taxable: on(e.taxable),
});

/** The stored proposal as the form shows it. */
export function toProposalDraft(v: ProposalValues): ProposalDraft {
  const { discount } = v.content;
  const { retainer } = v.schedule;
  return {
    title: v.title,
    sessionDate: v.sessionDate ?? "",
    sessionTime: v.sessionTime ?? "",
    sessionPlace: v.sessionPlace,
    packages: v.content.packages.map(packageDraft),
    extras: v.content.extras.map(extraDraft),
    discountKind: discount?.kind ?? "none",
    discountAmount: !discount
      ? ""
      : discount.kind === "fixed"
        ? centsToDollars(discount.cents)
        : basisPointsToPercent(discount.basisPoints),
    discountLabel: discount?.label ?? "",
    retainerKind: retainer.kind,
    retainerAmount:
      retainer.kind === "fixed" ? centsToDollars(retainer.cents) : basisPointsToPercent(retainer.basisPoints),
    instalments: v.schedule.instalments.map((i) =>
      i.kind === "on_date"
        ? { kind: i.kind, days: "", date: i.date }
        : { kind: i.kind, days: String(i.days), date: "" },
    ),
    contractTemplateId: id(v.contractTemplateId),
    contractBody: v.contractBody,
    expiresOn: v.expiresOn,
    message: v.message,
  };
}

export const blankPackage = (): PackageDraft => ({
  key: "",
  serviceId: "",
  title: "",
  description: "",
  features: "",
  price: "",
  taxable: "on",
});

export const blankExtra = (): ExtraDraft => ({
  key: "",
  kind: "custom",
  serviceId: "",
  title: "",
  description: "",
  unitPrice: "",
  quantity: "1",
  taxable: "on",
});

export const blankInstalment = (): InstalmentDraft => ({ kind: "days_before", days: "30", date: "" });

/** A new item for a list's Add button. */
export const blankItem = (list: string) =>
  list === "packages" ? blankPackage() : list === "extras" ? blankExtra() : blankInstalment();

/** How many items each list holds at most. */
export const listMax = (list: string) =>
  list === "packages" ? MAX_PACKAGES : list === "extras" ? MAX_EXTRAS : MAX_INSTALMENTS;

const SCALARS = [
  "title",
  "sessionDate",
  "sessionTime",
  "sessionPlace",
  "discountKind",
  "discountAmount",
  "discountLabel",
  "retainerKind",
  "retainerAmount",
  "contractTemplateId",
  "contractBody",
  "expiresOn",
  "message",
] as const;

/** The form's fields, by name ("title", "packages.2.price"). */
export const isProposalField = (name: string) =>
  (SCALARS as readonly string[]).includes(name) || /^(packages|extras|instalments)\.\d+\.[a-zA-Z]+$/.test(name);

const text = z.string().catch("");
const list = <T extends z.ZodRawShape>(shape: T) => z.array(z.object(shape)).catch([]);

/** The posted fields, nested, as a draft: nothing checked yet, every value as typed. */
export const proposalDraftSchema = z.object({
  ...(Object.fromEntries(SCALARS.map((name) => [name, text])) as Record<(typeof SCALARS)[number], typeof text>),
  packages: list({
    key: text,
    serviceId: text,
    title: text,
    description: text,
    features: text,
    price: text,
    taxable: text,
  }),
  extras: list({
    key: text,
    kind: text,
    serviceId: text,
    title: text,
    description: text,
    unitPrice: text,
    quantity: text,
    taxable: text,
  }),
  instalments: list({ kind: text, days: text, date: text }),
});

/** The editor's buttons: Save, Preview, the list buttons ("up:packages.1"), and the pickers. */
export const PROPOSAL_INTENTS = defineIntents([
  "save",
  "preview",
  "list",
  "add-package-service",
  "add-extra-service",
  "use-template",
]);

/** The pickers' fields (a service to copy in, a template to copy the contract from). */
export const PICK_FIELDS = { package: "packageService", extra: "extraService", template: "templatePick" } as const;

export const SAVE_LABEL = "Save proposal";

/** The send and withdraw pages' one button each. */
export const SEND_INTENTS = defineIntents(["send"]);
export const WITHDRAW_INTENTS = defineIntents(["withdraw"]);
