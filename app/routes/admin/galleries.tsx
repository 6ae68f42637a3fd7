import { data, Form, Link } from "react-router";
import {
  adminMeta,
  Badge,
  Cell,
  CsrfField,
  Notice,
  PageTitle,
  ResponsiveTable,
  Row,
  Section,
} from "~/components/admin/admin-ui";
import { refusedInput } from "~/components/admin/editor/save-outcome";
import { AccessCodeField } from "~/components/admin/galleries/access-code-field";
import { GalleryField } from "~/components/admin/galleries/gallery-field";
import { formatDay, STATUS_TONES } from "~/components/admin/galleries/gallery-format";
import { requireAdminAction, requireAdminPage } from "~/server/admin/guard.server";
import { suggestAccessCode } from "~/server/galleries/access-code.server";
import { galleryList, newGalleryAction } from "~/server/galleries/gallery-admin.server";
import type { Route } from "./+types/galleries";

// Client galleries: every gallery with its state, and the form that starts a new one (a draft:
// the client's link says "not ready yet" until it is published).

export const meta: Route.MetaFunction = () => adminMeta("Galleries");

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const url = new URL(request.url);
  return data(
    {
      galleries: await galleryList(),
      deleted: url.searchParams.has("deleted"),
      suggestedCode: suggestAccessCode(),
      csrfToken: session.csrfToken,
    },
    { headers: session.headers },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireAdminAction(request);
  return newGalleryAction(form, session.user.email);
}

export default function Galleries({ loaderData, actionData }: Route.ComponentProps) {
  const { galleries, deleted, suggestedCode, csrfToken } = loaderData;
  const refused = refusedInput(actionData);
  const value = (name: string) => refused.values[name] ?? "";
  return (
    <>
      <PageTitle lead="Private galleries where your clients view, choose, download and order prints of their photos.">
        Galleries
      </PageTitle>
      {deleted && <Notice>The gallery was deleted.</Notice>}
      {galleries.length === 0 ? (
        <p>No galleries yet: start the first one below.</p>
      ) : (
        <ResponsiveTable
          caption="Client galleries"
          columns={["Gallery", "Client", "Session", "Status", "Photos", "Expires"]}
        >
          {galleries.map((g) => (
            <Row key={g.id}>
              <Cell label="Gallery">
                <Link to={`/admin/galleries/${g.id}`} className="font-medium text-clay underline">
                  {g.title}
                </Link>
              </Cell>
              <Cell label="Client">{g.clientName}</Cell>
              <Cell label="Session">{g.sessionDate ? formatDay(g.sessionDate) : "—"}</Cell>
              <Cell label="Status">
                <Badge tone={STATUS_TONES[g.status]}>{g.status}</Badge>
              </Cell>
              <Cell label="Photos">{g.photoCount}</Cell>
              <Cell label="Expires">{g.expiresOn ? formatDay(g.expiresOn) : "Never"}</Cell>
            </Row>
          ))}
        </ResponsiveTable>
      )}

      <Section title="New gallery">
        {actionData && "error" in actionData && (
          <Notice tone="bad">{String((actionData as { error: string }).error)}</Notice>
        )}
        <Form method="post" noValidate className="max-w-xl space-y-5">
          <CsrfField token={csrfToken} />
          <GalleryField
            name="title"
            label="Title"
            help="What the client sees at the top of the gallery, for example Anna & Ben's wedding."
            value={value("title")}
            error={refused.errors.title}
          />
          <GalleryField
            name="clientName"
            label="Client's name"
            help="For you, and to greet the client."
            value={value("clientName")}
            error={refused.errors.clientName}
          />
          <GalleryField
            name="clientEmail"
            label="Client's e-mail"
            help="Where the expiry reminders go."
            type="email"
            value={value("clientEmail")}
            error={refused.errors.clientEmail}
          />
          <GalleryField
            name="sessionDate"
            label="Session date (optional)"
            help="The day of the shoot."
            type="date"
            value={value("sessionDate")}
            error={refused.errors.sessionDate}
          />
          <AccessCodeField
            label="Access code"
            help="6 to 8 digits the client types once per browser. Give it to them with the link, and note it down first: it is stored scrambled, so it cannot be shown again."
            suggestion={suggestedCode}
            error={refused.errors.accessCode}
          />
          <GalleryField
            name="expiresOn"
            label="Expiry date (optional)"
            help="The gallery closes at the end of this day (Phoenix time). Leave it blank to keep it open."
            type="date"
            value={value("expiresOn")}
            error={refused.errors.expiresOn}
          />
          <button type="submit" className="btn-primary">
            Create gallery
          </button>
        </Form>
      </Section>
    </>
  );
}
