import { FieldsSection } from "~/components/admin/admin-ui";
import { EditorCheckbox, fieldsFrom, selectsFrom } from "~/components/admin/editor/editor-field";
import { SelectField } from "~/components/admin/content/home-photos/fields";
import type { FieldErrors } from "~/shared/field-errors";
import type { TermsChoices } from "~/shared/scheduling/admin/booking-terms.schema";

// The fields a session type and a mini-session day share: the public address, the library photo
// (the home photos' picker), the price and deposit, sales tax, the agreement, the questionnaire
// and her signature name.

export type FormValue = (name: string) => string;

interface Props {
  value: FormValue;
  errors: FieldErrors;
  choices: TermsChoices;
}

/** The public address: the part after `publicPath`, made from the name when left empty. */
export function AddressField({ value, errors, publicPath }: Omit<Props, "choices"> & { publicPath: string }) {
  const field = fieldsFrom(value, errors);
  const slug = value("slug");
  return field(
    "slug",
    "Web address",
    `Clients book at ${publicPath}/${slug || "…"}. Lower-case letters, digits and hyphens; leave it empty to make it from the name.`,
    { inputProps: { placeholder: "fall-minis-2027" } },
  );
}

export function PhotoField({ value, errors, choices }: Props) {
  return (
    <SelectField
      id="photoId"
      name="photoId"
      label="Photo"
      value={value("photoId")}
      error={errors.photoId}
      help="A photo from your library (Photos), shown on the booking page."
      placeholder="No photo"
      groups={[{ choices: choices.photos }]}
    />
  );
}

/** The Price and the Agreement and questionnaire sections of both editors. */
export function PriceAndAgreementSections(props: Props) {
  return (
    <>
      <FieldsSection title="Price">
        <PriceFields {...props} />
      </FieldsSection>
      <FieldsSection title="Agreement and questionnaire">
        <AgreementFields {...props} />
      </FieldsSection>
    </>
  );
}

function PriceFields({ value, errors }: Omit<Props, "choices">) {
  const field = fieldsFrom(value, errors);
  const money = { inputProps: { inputMode: "decimal" as const, placeholder: "450" } };
  return (
    <>
      {field("price", "Price (dollars)", "What the session costs, for example 450 or 1,200.50.", money)}
      {field(
        "deposit",
        "Deposit (dollars)",
        "Paid when the client books; part of the price, never more than it.",
        money,
      )}
      <EditorCheckbox name="taxable" checked={value("taxable") === "on"} label="Charge sales tax on it" />
    </>
  );
}

function AgreementFields({ value, errors, choices }: Props) {
  const field = fieldsFrom(value, errors);
  const select = selectsFrom(value, errors);
  return (
    <>
      {select(
        "contractTemplateId",
        "Agreement to sign",
        "A contract template (Contracts) the client signs when booking.",
        choices.contracts,
        "No agreement",
      )}
      {select(
        "questionnaireId",
        "Questionnaire to send",
        "Sent to the client once booked (Questionnaires).",
        choices.questionnaires,
        "No questionnaire",
      )}
      {field(
        "photographerSignature",
        "Your signature name",
        `Your name as you sign the agreement. Left empty: ${choices.signature}.`,
      )}
    </>
  );
}
