import { Section } from "~/components/admin/admin-ui";
import { SelectField } from "~/components/admin/content/home-photos/fields";
import { EditorField, fieldsOf } from "~/components/admin/editor/editor-field";
import { MERGE_FIELDS } from "~/shared/booking/merge-fields";
import type { FieldErrors } from "~/shared/field-errors";
import { PICK_FIELDS, PROPOSAL_INTENTS, type ProposalDraft } from "~/shared/proposals/proposal-form";
import { ExtraList, InstalmentList, PackageList } from "./proposal-lists";
import { SessionWhenFields } from "./session-fields";
import { RadioGroup } from "./radio-group";

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

function Picker(props: { name: string; label: string; intent: string; button: string; groups: PickGroup[] }) {
  return (
    <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grow">
        <SelectField
          id={props.name}
          name={props.name}
          label={props.label}
          value=""
          groups={props.groups}
          placeholder="Choose…"
        />
      </div>
      <button type="submit" name="intent" value={props.intent} className="btn-outline">
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

export function OfferSection({ draft, errors, picks }: Props & { picks: Picks }) {
  const field = fieldsOf(draft, errors);
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
            name={PICK_FIELDS.package}
            label="Copy in one of your services"
            intent={PROPOSAL_INTENTS["add-package-service"]}
            button="Add as a package"
            groups={picks.services}
          />
        )}
      </Section>
      <Section title="Extras every option includes">
        <ExtraList extras={draft.extras} errors={errors} />
        {picks.services.length > 0 && (
          <Picker
            name={PICK_FIELDS.extra}
            label="Copy in an add-on from your services"
            intent={PROPOSAL_INTENTS["add-extra-service"]}
            button="Add as a line"
            groups={picks.services}
          />
        )}
      </Section>
      <Section title="Discount">
        <div className="space-y-4">
          <RadioGroup
            name="discountKind"
            legend="Discount"
            value={draft.discountKind}
            error={errors.discountKind}
            choices={[
              { value: "none", label: "None" },
              { value: "fixed", label: "An amount in dollars" },
              { value: "percent", label: "A percentage" },
            ]}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <EditorField
              name="discountAmount"
              label="Amount"
              help="Dollars (e.g. 200) or a percentage (e.g. 10), as chosen above."
              value={draft.discountAmount}
              errors={errors}
              inputProps={{ inputMode: "decimal" }}
            />
            {field("discountLabel", "Label (optional)", "e.g. Winter wedding. Shown to the client.")}
          </div>
        </div>
      </Section>
    </>
  );
}

export function ScheduleSection({ draft, errors }: Props) {
  return (
    <Section title="Payments">
      <div className="space-y-4">
        <RadioGroup
          name="retainerKind"
          legend="Retainer, due at signing"
          value={draft.retainerKind}
          error={errors.retainerKind}
          choices={[
            { value: "percent", label: "A percentage of the total" },
            { value: "fixed", label: "An amount in dollars" },
          ]}
        />
        <EditorField
          name="retainerAmount"
          label="Retainer"
          help="A percentage (e.g. 30) or dollars (e.g. 1,000), as chosen above."
          value={draft.retainerAmount}
          errors={errors}
          inputProps={{ inputMode: "decimal" }}
        />
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
  return (
    <Section title="Contract">
      <input type="hidden" name="contractTemplateId" value={draft.contractTemplateId} />
      {picks.templates.length > 0 && (
        <Picker
          name={PICK_FIELDS.template}
          label="Start from a template (replaces the text below)"
          intent={PROPOSAL_INTENTS["use-template"]}
          button="Use this template"
          groups={[{ choices: picks.templates }]}
        />
      )}
      <div className="mt-4">
        <EditorField
          name="contractBody"
          label="Contract text"
          help={help}
          value={draft.contractBody}
          errors={errors}
          rows={14}
        />
      </div>
    </Section>
  );
}

export function MailSection({ draft, errors }: Props) {
  return (
    <Section title="Expiry and e-mail">
      <div className="space-y-4">
        <EditorField
          name="expiresOn"
          label="Open until"
          help="The client can sign until the end of this day, Arizona time."
          value={draft.expiresOn}
          errors={errors}
          type="date"
        />
        <EditorField
          name="message"
          label="Your message in the e-mail (optional)"
          help="Sent above the link to the proposal."
          value={draft.message}
          errors={errors}
          rows={5}
        />
      </div>
    </Section>
  );
}
