import { Link } from "react-router";
import { adminMeta, FieldsSection, PageTitle, Section } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorCheckbox, editorControls } from "~/components/admin/editor/editor-field";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { editorAction } from "~/server/admin/editor/editor-action.server";
import { editorLoader, saveValues } from "~/server/admin/editor/editor-handlers.server";
import { readSiteSettings, saveSiteSettings } from "~/server/content/site-settings.server";
import { allowedVideoOrigins } from "~/server/content/video-origins.server";
import { env } from "~/server/env.server";
import { defineIntents } from "~/shared/admin/intents";
import { SITE_SETTINGS_FORM_FIELDS } from "~/shared/content/site-settings.schema";
import { taxRateText } from "~/shared/services/sales-tax";
import { shopSettingsText, type ShopSettingsField } from "~/shared/shop/shop-settings.schema";
import type { Route } from "./+types/site-settings";

export const meta: Route.MetaFunction = () => adminMeta("Site settings");

const INTENTS = defineIntents(["save"]);
const LINK = { type: "url" } as const;
const DECIMAL = { inputProps: { inputMode: "decimal" } } as const;

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({
    ...(await readSiteSettings()),
    videoOrigins: allowedVideoOrigins(env()),
  }));
}

export function action({ request }: Route.ActionArgs) {
  return editorAction(
    request,
    INTENTS,
    { save: saveValues(SITE_SETTINGS_FORM_FIELDS, saveSiteSettings) },
    { fallback: INTENTS.save },
  );
}

export default function SiteSettingsEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { values, salesTaxRateMillis, shop, version, videoOrigins } = loaderData;
  // A refused form echoes every field as typed ("" for an unticked box), else what is stored.
  const stored = { ...values, salesTaxRate: taxRateText(salesTaxRateMillis), ...shopSettingsText(shop) };
  const { value, errors, field } = editorControls(actionData, stored);
  const tick = (name: ShopSettingsField, label: string) => (
    <EditorCheckbox name={name} label={label} checked={value(name) === "on"} errors={errors} />
  );
  return (
    <>
      <PageTitle lead="Your name, e-mail address and the links the site shows. Changes show on the site as soon as you save.">
        Site settings
      </PageTitle>
      <SaveOutcome result={actionData} viewOnSite="/#contact" reloadTo="/admin/site-settings" />
      {/* noValidate: the server's messages (shown under each field) are the only ones, in plain words. */}
      <EditorForm version={version} key={version} className="space-y-2">
        <FieldsSection title="You and your studio">
          {field("siteName", "Site name", "Shown beside the bee logo at the top of every page.")}
          {field(
            "contactEmail",
            "Contact e-mail",
            "Shown on the home page and the inquiry form, for visitors who prefer to write directly. Enquiries and orders keep arriving at the address the site was set up with; your developer changes that one.",
            { type: "email" },
          )}
        </FieldsSection>
        <FieldsSection title="Links">
          {field(
            "socialUrl",
            "Social profile link",
            "The address of your profile, e.g. https://www.instagram.com/yourname/.",
            LINK,
          )}
          {field("socialLabel", "Social link label", "The word shown on that link, e.g. Instagram.")}
          {field(
            "googleReviewsUrl",
            "Google reviews link",
            "Where /leave-review sends people to review you on Google.",
            LINK,
          )}
          {field(
            "weddingReviewsUrl",
            "Wedding reviews link",
            "Your page on a wedding review site (e.g. The Knot), offered on /leave-review.",
            LINK,
          )}
          {field("bookingUrl", "Booking link", "The questionnaire the home page's booking buttons open.", LINK)}
          {field("albumProjectUrl", "Album project link", "The page the home page's album section links to.", LINK)}
        </FieldsSection>
        <Section title="Welcome video">
          {field(
            "welcomeVideoUrl",
            "Welcome video address",
            `The player address of your video, starting with ${videoOrigins.map((o) => `${o}/`).join(" or ")} (on Vimeo: Share → Embed, then copy the address inside src="…"). Another video site needs a change to the server's settings and a restart.`,
            LINK,
          )}
        </Section>
        <Section title="Sales tax">
          {field(
            "salesTaxRate",
            "Sales tax rate (%)",
            "Added to the taxable lines of the proposals you send (e.g. 8.6), and to shop orders when you tick the box under Shop below. Arizona taxes a photographer's session fees as retail (transaction privilege tax): use your combined state, county and city rate, and ask your accountant. Leave empty or enter 0 if you charge none. A proposal keeps the rate it was sent with.",
            DECIMAL,
          )}
        </Section>
        <FieldsSection title="Shop: sales tax and shipping">
          {tick("shopTax", "Charge sales tax on shop orders")}
          <p className="text-sm text-ink-soft">
            Prints and albums are taxed at the rate above; the cart shows the tax as its own line.
          </p>
          {tick("shopTaxShipping", "Charge sales tax on shipping too")}
          {field(
            "shippingFlat",
            "Shipping per order ($)",
            "What one item costs to ship, e.g. 8.00. Leave empty to charge no shipping.",
            DECIMAL,
          )}
          {field(
            "shippingPerExtra",
            "Per additional item ($)",
            "Added for each item after the first, e.g. 2.00. Leave empty for none.",
            DECIMAL,
          )}
          {field(
            "shippingFreeOver",
            "Free shipping on orders from ($)",
            "Orders whose items come to this much or more ship free, e.g. 150. Leave empty to always charge shipping.",
            DECIMAL,
          )}
          {tick("pickup", "Offer local pick-up in the Phoenix area")}
          {field(
            "pickupNote",
            "Pick-up note",
            "Shown to buyers who choose pick-up, e.g. “Pick up at my Tempe studio; I will e-mail you a time.”",
            2,
          )}
          {field(
            "studioAddress",
            "Studio address for packing slips",
            "The return address printed on each order's packing slip, one line per line.",
            3,
          )}
        </FieldsSection>
        <div className="pt-6">
          <button type="submit" name="intent" value={INTENTS.save} className="btn-primary w-full sm:w-auto">
            Save settings
          </button>
        </div>
      </EditorForm>
      {/* Issue 29 §4: her calendar feed has a screen of its own, linked from here to keep the menu short. */}
      <Section title="Your calendar">
        <p>
          Your booked sessions and payment due dates in Google Calendar or Apple Calendar:{" "}
          <Link to="/admin/calendar" className="font-medium underline underline-offset-4">
            get your calendar&apos;s address
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
