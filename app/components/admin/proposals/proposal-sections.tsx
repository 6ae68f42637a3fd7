import { Section } from "~/components/admin/admin-ui";
import { SelectField } from "~/components/admin/content/home-photos/fields";
import { fieldsOf } from "~/components/admin/editor/editor-field";
import { MERGE_FIELDS } from "~/shared/booking/merge-fields";
import type { FieldErrors } from "~/shared/field-errors";
import { PICK_FIELDS, PROPOSAL_INTENTS, type ProposalDraft } from "~/shared/proposals/proposal-form";
import { ExtraList, InstalmentList, PackageList } from "./proposal-lists";
import { radiosOf } from "../editor/radio-group";
import { SessionWhenFields } from "./session-fields";

// The proposal editor's sections, top to bottom as she works: the session, what she offers, the
// payments, the contract, and the e-mail. Each picker copies into the unsaved draft; Save keeps it.

type PickGroup = { label?: string; choices: { value: string; label: string }[] };

interface Picks {
  services: PickGroup[];
  templates: { value: string; label: string }[];
}

interface Props {
  draft: ProposalDraft;
  errors: FieldErrors;
}

/** Each picker's select and the intent of the button beside it. */
const PICKERS = {
  package: { name: PICK_FIELDS.package, intent: PROPOSAL_INTENTS["add-package-service"] },
  extra: { name: PICK_FIELDS.extra, intent: PROPOSAL_INTENTS["add-extra-service"] },
  template: { name: PICK_FIELDS.template, intent: PROPOSAL_INTENTS["use-template"] },
};

function Picker(props: { pick: keyof typeof PICKERS; label: string; button: string; groups: PickGroup[] }) {
  const { name, intent } = PICKERS[props.pick];
  return (
    <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grow">
        <SelectField id={name} name={name} label={props.label} value="" groups={props.groups} placeholder="Choose…" />
      </div>
      <button type="submit" name="intent" value={intent} className="btn-outline">
        {props.button}
      </button>
    </div>
  );
}

export function SessionSection({ draft, errors }: Props) {
  const field = fieldsOf(draft, errors);
  return (
    <Section title="The session">
      <div className="space-y-4">
        {field("title", "Proposal title", "The client sees it at the top of the page and in the e-mail.")}
        <SessionWhenFields values={draft} errors={errors} />
      </div>
    </Section>
  );
}

const DISCOUNT_KINDS = [
  { value: "none", label: "None" },
  { value: "fixed", label: "An amount in dollars" },
  { value: "percent", label: "A percentage" },
];

const RETAINER_KINDS = [
  { value: "percent", label: "A percentage of the total" },
  { value: "fixed", label: "An amount in dollars" },
];

export function OfferSection({ draft, errors, picks }: Props & { picks: Picks }) {
  const field = fieldsOf(draft, errors);
  const radio = radiosOf(draft, errors);
  return (
    <>
      <Section title="Packages the client chooses from">
        <p className="mb-4 text-sm text-ink-soft">
          One package, or two or three for the client to pick from. Prices are copied: change them here for this client
          only.
        </p>
        <PackageList packages={draft.packages} errors={errors} />
        {draft.packages.length < 3 && picks.services.length > 0 && (
          <Picker
            pick="package"
            label="Copy in one of your services"
            button="Add as a package"
            groups={picks.services}
          />
        )}
      </Section>
      <Section title="Extras every option includes">
        <ExtraList extras={draft.extras} errors={errors} />
        {picks.services.length > 0 && (
          <Picker
            pick="extra"
            label="Copy in an add-on from your services"
            button="Add as a line"
            groups={picks.services}
          />
        )}
      </Section>
      <Section title="Discount">
        <div className="space-y-4">
          {radio("discountKind", "Discount", DISCOUNT_KINDS)}
          <div className="grid gap-4 sm:grid-cols-2">
            {field("discountAmount", "Amount", "Dollars (e.g. 200) or a percentage (e.g. 10), as chosen above.", {
              inputProps: { inputMode: "decimal" },
            })}
            {field("discountLabel", "Label (optional)", "e.g. Winter wedding. Shown to the client.")}
          </div>
        </div>
      </Section>
    </>
  );
}

export function ScheduleSection({ draft, errors }: Props) {
  const field = fieldsOf(draft, errors);
  const radio = radiosOf(draft, errors);
  return (
    <Section title="Payments">
      <div className="space-y-4">
        {radio("retainerKind", "Retainer, due at signing", RETAINER_KINDS)}
        {field("retainerAmount", "Retainer", "A percentage (e.g. 30) or dollars (e.g. 1,000), as chosen above.", {
          inputProps: { inputMode: "decimal" },
        })}
        <p className="text-sm text-ink-soft">
          The rest is split evenly between the payments below. With none, it is due on the session day.
        </p>
        <InstalmentList instalments={draft.instalments} errors={errors} />
      </div>
    </Section>
  );
}

export function ContractSection({ draft, errors, picks }: Props & { picks: Picks }) {
  const help = `Markdown, no HTML. Merge fields: ${MERGE_FIELDS.map((f) => `{${f.name}}`).join(" ")}.`;
  const field = fieldsOf(draft, errors);
  return (
    <Section title="Contract">
      <input type="hidden" name="contractTemplateId" value={draft.contractTemplateId} />
      {picks.templates.length > 0 && (
        <Picker
          pick="template"
          label="Start from a template (replaces the text below)"
          button="Use this template"
          groups={[{ choices: picks.templates }]}
        />
      )}
      <div className="mt-4">{field("contractBody", "Contract text", help, 14)}</div>
    </Section>
  );
}

export function MailSection({ draft, errors }: Props) {
  const field = fieldsOf(draft, errors);
  return (
    <Section title="Expiry and e-mail">
      <div className="space-y-4">
        {field("expiresOn", "Open until", "The client can sign until the end of this day, Arizona time.", {
          type: "date",
        })}
        {field("message", "Your message in the e-mail (optional)", "Sent above the link to the proposal.", 5)}
      </div>
    </Section>
  );
}
