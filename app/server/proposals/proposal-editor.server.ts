import { studioDate } from "~/shared/galleries/gallery-rules";
import { draftChangedMessage } from "~/shared/admin/edit-messages";
import { formatPrice } from "~/shared/money";
import {
  blankItem,
  extraDraft,
  isProposalField,
  listMax,
  packageDraft,
  PICK_FIELDS,
  PROPOSAL_INTENTS,
  proposalDraftSchema,
  SAVE_LABEL,
  toProposalDraft,
  type ProposalDraft,
} from "~/shared/proposals/proposal-form";
import { parseProposalDraft } from "~/shared/proposals/proposal-form.schema";
import { positiveInt } from "~/shared/admin/form-fields";
import { answer, invalid, refused } from "../admin/editor/edit-result.server";
import { editorAction, type EditorRequest } from "../admin/editor/editor-action.server";
import { draftHandlers } from "../admin/editor/editor-handlers.server";
import { matchListIntent, nestForm } from "../admin/editor/form-draft.server";
import { field } from "../admin/editor/form-values.server";
import {
  extraFromService,
  listServicePicks,
  listTemplatePicks,
  packageFromService,
  SECTION_LABELS,
  templateBody,
  type ServicePick,
} from "./proposal-picks.server";
import { previewTaxRate, proposalPreview } from "./proposal-preview.server";
import {
  proposalFromUrl,
  proposalHeading,
  readClient,
  studioSettings,
  type ProposalRecord,
} from "./proposal-record.server";
import { saveProposal } from "./proposal-save.server";

// The proposal editor's page data and form posts: Save, Preview, the list buttons, and the
// pickers that copy a service or a contract template into the unsaved draft.

const readDraft = (form: FormData): ProposalDraft => proposalDraftSchema.parse(nestForm(form, isProposalField));

async function previewFacts(proposal: ProposalRecord, now: Date) {
  const [studio, client] = await Promise.all([studioSettings(), readClient(proposal.clientId)]);
  return {
    clientNames: client?.names ?? "",
    photographer: proposal.photographerSignature ?? studio.siteName,
    taxRateMillis: previewTaxRate(proposal, studio.taxRateMillis),
    today: studioDate(now),
  };
}

function serviceGroups(services: ServicePick[]) {
  const sections = [...new Set(services.map((s) => s.section))];
  return sections.map((section) => ({
    label: SECTION_LABELS[section] ?? section,
    choices: services
      .filter((s) => s.section === section)
      .map((s) => ({ value: String(s.id), label: `${s.title} (${formatPrice(s.priceCents)})` })),
  }));
}

/** The editor page: the proposal as a draft, what the pickers offer, and the saved version's preview. */
export async function proposalEditorData(param: string | undefined, now = new Date()) {
  const proposal = await proposalFromUrl(param);
  const [client, services, templates, facts] = await Promise.all([
    readClient(proposal.clientId),
    listServicePicks(),
    listTemplatePicks(),
    previewFacts(proposal, now),
  ]);
  const known = new Set(services.map((s) => String(s.id)));
  const draft = toProposalDraft(proposal.values);
  // A service deleted since it was copied in: the line stays, its link to the service goes.
  for (const item of [...draft.packages, ...draft.extras]) if (!known.has(item.serviceId)) item.serviceId = "";
  return {
    proposal: {
      ...proposalHeading(proposal),
      sentAt: proposal.sentAt,
      clientId: proposal.clientId,
      clientNames: client?.names ?? "",
    },
    draft,
    picks: {
      services: serviceGroups(services),
      templates: templates.map((t) => ({ value: String(t.id), label: t.name })),
    },
    preview: proposalPreview(proposal.values, facts),
  };
}

/** A picker's answer: the draft with the copy in it, unsaved, or the draft back with why not. */
function changedDraft(draft: ProposalDraft, focus: string) {
  return { draft, focus, stamp: Date.now(), changed: draftChangedMessage(SAVE_LABEL) };
}
const pickRefused = (draft: ProposalDraft, error: string) =>
  answer(refused(error), { echo: { draft }, context: { stamp: Date.now() } });

async function addService({ form }: EditorRequest, list: "packages" | "extras") {
  const draft = readDraft(form);
  const id = positiveInt(field(form, list === "packages" ? PICK_FIELDS.package : PICK_FIELDS.extra));
  if (id === undefined) return pickRefused(draft, "Choose a service in the list first.");
  const service = (await listServicePicks()).find((s) => s.id === id);
  if (!service) return pickRefused(draft, "That service no longer exists. Reload the page and choose another.");
  if (list === "packages") {
    if (draft.packages.length >= listMax("packages")) return pickRefused(draft, "Offer at most 3 packages.");
    draft.packages.push(packageDraft(packageFromService(service)));
  } else {
    if (draft.extras.length >= listMax("extras")) return pickRefused(draft, "There is no room for another line.");
    draft.extras.push(extraDraft(extraFromService(service)));
  }
  return changedDraft(draft, `${list}.${draft[list].length - 1}`);
}

async function useTemplate({ form }: EditorRequest) {
  const draft = readDraft(form);
  const id = positiveInt(field(form, PICK_FIELDS.template));
  const body = id === undefined ? undefined : await templateBody(id);
  if (id === undefined || body === undefined)
    return pickRefused(
      draft,
      "Choose a contract template in the list first (it may have been deleted: reload the page).",
    );
  draft.contractBody = body;
  draft.contractTemplateId = String(id);
  return changedDraft(draft, "contractBody");
}

export function proposalEditorAction(request: Request, param: string | undefined, now = new Date()) {
  const save = async (draft: ProposalDraft, expectedVersion: number, actorEmail: string) => {
    const proposal = await proposalFromUrl(param);
    return saveProposal({ proposalId: proposal.id, draft, expectedVersion, actorEmail, now });
  };
  return editorAction(
    request,
    PROPOSAL_INTENTS,
    {
      ...draftHandlers(readDraft, { save, blank: blankItem, max: listMax, saveLabel: SAVE_LABEL }),
      async preview({ form }) {
        const proposal = await proposalFromUrl(param);
        const draft = readDraft(form);
        const parsed = parseProposalDraft(draft, studioDate(now));
        const context = { stamp: Date.now() };
        if (!parsed.ok) return answer(invalid(parsed.fields), { echo: { draft }, context });
        return { draft, preview: proposalPreview(parsed.values, await previewFacts(proposal, now)), ...context };
      },
      "add-package-service": (input) => addService(input, "packages"),
      "add-extra-service": (input) => addService(input, "extras"),
      "use-template": useTemplate,
    },
    { maxBytes: 256 * 1024, fallback: PROPOSAL_INTENTS.save, match: matchListIntent(PROPOSAL_INTENTS.list) },
  );
}
