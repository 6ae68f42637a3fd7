import { data, Form } from "react-router";
import { adminMeta, CsrfField, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { EditorField } from "~/components/admin/editor/editor-field";
import {
  draftErrors,
  ListControls,
  ListItemFieldset,
  useFocusAfterListChange,
} from "~/components/admin/editor/list-controls";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { formVersion, missingVersion } from "~/server/admin/content-actions.server";
import { field, requireAdminAction, requireAdminPage } from "~/server/admin/guard.server";
import { applyListIntent, parseListIntent } from "~/server/admin/editor/form-draft.server";
import {
  blankAddOn,
  blankPackage,
  investmentDraftFromForm,
  readInvestment,
  saveInvestment,
  toInvestmentDraft,
} from "~/server/content/investment.server";
import {
  MAX_CARDS,
  type AddOnDraft,
  type InvestmentDraft,
  type PackageDraft,
  type PackageList,
} from "~/shared/investment-content";
import type { Route } from "./+types/investment";

export const meta: Route.MetaFunction = () => adminMeta("Investment");

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const { values, version } = await readInvestment();
  return data(
    { draft: toInvestmentDraft(values), version, csrfToken: session.csrfToken },
    { headers: session.headers },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireAdminAction(request, { maxBytes: 256 * 1024 });
  const draft = investmentDraftFromForm(form);
  const stamp = Date.now();
  const listIntent = parseListIntent(field(form, "intent"));
  if (listIntent) {
    const blank = (list: string) => (list === "weddingAddOns" ? blankAddOn() : blankPackage());
    const focus = applyListIntent(draft, listIntent, blank, MAX_CARDS);
    return { draft, focus, stamp, changed: "Changed below, not saved yet: press Save investment to keep it." };
  }
  const version = formVersion(form);
  if (version === undefined) return missingVersion();
  const result = await saveInvestment(draft, version, session.user.email);
  if (result.ok) return { saved: true as const, notice: "Saved: the home page shows the new investment now.", stamp };
  if (result.status === 400) {
    return data(
      {
        error: "Not saved: some fields need a look (see the messages under them).",
        fields: result.fields,
        draft,
        stamp,
      },
      { status: 400 },
    );
  }
  return data(
    { error: "Not saved: this was changed in another tab or window after you opened it.", stale: true, draft, stamp },
    { status: 409 },
  );
}

const PACKAGE_SECTIONS: Array<{ list: PackageList; title: string; noun: string }> = [
  { list: "weddingPackages", title: "Wedding packages", noun: "wedding package" },
  { list: "familyPackages", title: "Family packages", noun: "family package" },
  { list: "additionalServices", title: "Additional services", noun: "service" },
];

const PRICE_HELP = "In dollars, e.g. 4000 or 4,000.00. Shown only: nothing is charged from here.";
const LINES_HELP = "One per line, in the order shown.";

export default function InvestmentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { version, csrfToken } = loaderData;
  const answer = (actionData ?? {}) as { draft?: InvestmentDraft; focus?: string; stamp?: number; changed?: string };
  const draft = answer.draft ?? loaderData.draft;
  const errors = draftErrors(actionData);
  useFocusAfterListChange(answer.focus, answer.stamp);
  const packages = (section: (typeof PACKAGE_SECTIONS)[number]) => (
    <>
      {errors[section.list] && <p className="mb-3 text-sm text-danger">{errors[section.list]}</p>}
      <ol className="space-y-6">
        {draft[section.list].map((card, i) => (
          <li key={i}>
            <PackageFields path={`${section.list}.${i}`} card={card} errors={errors} label={`${section.noun} ${i + 1}`}>
              <ListControls
                path={`${section.list}.${i}`}
                index={i}
                count={draft[section.list].length}
                noun={`${section.noun} ${i + 1}`}
              />
            </PackageFields>
          </li>
        ))}
      </ol>
      {draft[section.list].length < MAX_CARDS && (
        <button
          type="submit"
          name="intent"
          value={`add:${section.list}`}
          id={`item-${section.list}`}
          className="btn-outline mt-4"
        >
          Add a {section.noun}
        </button>
      )}
    </>
  );
  return (
    <>
      <PageTitle lead="The INVESTMENT section of your home page: packages, add-ons and booking notes. Prices here are shown, never charged; print and album prices live with the shop.">
        Investment
      </PageTitle>
      <SaveOutcome result={actionData} viewOnSite="/#investment" reloadTo="/admin/investment" />
      {answer.changed && <Notice>{answer.changed}</Notice>}
      <Form method="post" noValidate key={`${version}-${answer.stamp ?? 0}`} className="space-y-2">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="version" value={version} />
        <Section title={PACKAGE_SECTIONS[0]!.title}>
          {packages(PACKAGE_SECTIONS[0]!)}
          <div className="mt-6">
            <EditorField
              name="weddingIncludes"
              label="Every wedding package includes"
              help={`${LINES_HELP} Leave empty to hide the box.`}
              value={draft.weddingIncludes}
              errors={errors}
              rows={4}
            />
          </div>
        </Section>
        <Section title="Wedding package add-ons">
          <ol className="space-y-6">
            {draft.weddingAddOns.map((addOn, i) => (
              <li key={i}>
                <AddOnFields path={`weddingAddOns.${i}`} addOn={addOn} errors={errors} label={`add-on ${i + 1}`}>
                  <ListControls
                    path={`weddingAddOns.${i}`}
                    index={i}
                    count={draft.weddingAddOns.length}
                    noun={`add-on ${i + 1}`}
                  />
                </AddOnFields>
              </li>
            ))}
          </ol>
          {draft.weddingAddOns.length < MAX_CARDS && (
            <button
              type="submit"
              name="intent"
              value="add:weddingAddOns"
              id="item-weddingAddOns"
              className="btn-outline mt-4"
            >
              Add an add-on
            </button>
          )}
        </Section>
        <Section title={PACKAGE_SECTIONS[1]!.title}>
          {packages(PACKAGE_SECTIONS[1]!)}
          <div className="mt-6">
            <EditorField
              name="familyNote"
              label="Note under the family packages"
              help="e.g. the price of extended family sessions. Leave empty for none."
              value={draft.familyNote}
              errors={errors}
            />
          </div>
        </Section>
        <Section title={PACKAGE_SECTIONS[2]!.title}>{packages(PACKAGE_SECTIONS[2]!)}</Section>
        <Section title="Travel & booking information">
          <EditorField
            name="travelNotes"
            label="Travel and booking notes"
            help={`${LINES_HELP} The words "booking link" become a link to your booking page (Site settings).`}
            value={draft.travelNotes}
            errors={errors}
            rows={8}
          />
        </Section>
        <div className="flex flex-col gap-3 pt-6 sm:flex-row">
          <button type="submit" name="intent" value="save" className="btn-primary">
            Save investment
          </button>
        </div>
      </Form>
    </>
  );
}

function PackageFields({
  path,
  card,
  errors,
  label,
  children,
}: {
  path: string;
  card: PackageDraft;
  errors: Record<string, string>;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <ListItemFieldset path={path} label={label} title={card.title}>
      <div className="grid gap-4 sm:grid-cols-2">
        <EditorField
          name={`${path}.title`}
          label="Name"
          help="e.g. Elopement Package."
          value={card.title}
          errors={errors}
        />
        <EditorField
          name={`${path}.subtitle`}
          label="Who it suits (optional)"
          help="e.g. Best for fewer than 15 people."
          value={card.subtitle}
          errors={errors}
        />
        <EditorField name={`${path}.price`} label="Price shown" help={PRICE_HELP} value={card.price} errors={errors} />
        <EditorField
          name={`${path}.priceUnit`}
          label="After the price (optional)"
          help="e.g. per person."
          value={card.priceUnit}
          errors={errors}
        />
      </div>
      <EditorField
        name={`${path}.description`}
        label="Description"
        help="A sentence under the price."
        value={card.description}
        errors={errors}
        rows={2}
      />
      <EditorField
        name={`${path}.features`}
        label="What is included"
        help={LINES_HELP}
        value={card.features}
        errors={errors}
        rows={5}
      />
      {children}
    </ListItemFieldset>
  );
}

function AddOnFields({
  path,
  addOn,
  errors,
  label,
  children,
}: {
  path: string;
  addOn: AddOnDraft;
  errors: Record<string, string>;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <ListItemFieldset path={path} label={label} title={addOn.title}>
      <div className="grid gap-4 sm:grid-cols-2">
        <EditorField
          name={`${path}.title`}
          label="Name"
          help="e.g. Second Shooter."
          value={addOn.title}
          errors={errors}
        />
        <EditorField name={`${path}.price`} label="Price shown" help={PRICE_HELP} value={addOn.price} errors={errors} />
      </div>
      <EditorField
        name={`${path}.description`}
        label="Description"
        help="A sentence under the price."
        value={addOn.description}
        errors={errors}
        rows={2}
      />
      <Check
        name={`${path}.priceIsFrom`}
        checked={addOn.priceIsFrom === "on"}
        label='Show the price as "Starting at"'
      />
      <Check
        name={`${path}.linksToAlbumProject`}
        checked={addOn.linksToAlbumProject === "on"}
        label="The card links to your album project (Site settings → Album project link)"
      />
      {children}
    </ListItemFieldset>
  );
}

function Check({ name, checked, label }: { name: string; checked: boolean; label: string }) {
  return (
    <div className="flex items-center gap-2">
      <input type="checkbox" id={name} name={name} defaultChecked={checked} className="h-5 w-5" />
      <label htmlFor={name}>{label}</label>
    </div>
  );
}
