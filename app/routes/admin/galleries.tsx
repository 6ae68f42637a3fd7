import { adminMeta, Badge, Cell, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { NameCell, RecordTable } from "~/components/admin/record-table";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { GalleryDetailsFields } from "~/components/admin/galleries/gallery-details-fields";
import { formatDay, STATUS_TONES } from "~/components/admin/galleries/gallery-format";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { suggestAccessCode } from "~/server/galleries/access-code.server";
import { newGalleryAction } from "~/server/galleries/gallery-admin-actions.server";
import { galleryList } from "~/server/galleries/gallery-admin.server";
import type { Route } from "./+types/galleries";

// Client galleries: every gallery with its state, and the form that starts a new one (a draft:
// the client's link says "not ready yet" until it is published).

export const meta: Route.MetaFunction = () => adminMeta("Galleries");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({
    galleries: await galleryList(),
    deleted: new URL(request.url).searchParams.has("deleted"),
    suggestedCode: suggestAccessCode(),
  }));
}

export function action({ request }: Route.ActionArgs) {
  return newGalleryAction(request);
}

export default function Galleries({ loaderData, actionData }: Route.ComponentProps) {
  const { galleries, deleted, suggestedCode } = loaderData;
  const refused = refusedInput(actionData);
  const value = (name: string) => refused.values[name] ?? "";
  return (
    <>
      <PageTitle lead="Private galleries where your clients view, choose, download and order prints of their photos.">
        Galleries
      </PageTitle>
      {deleted && <Notice>The gallery was deleted.</Notice>}
      <RecordTable
        caption="Client galleries"
        columns={["Gallery", "Client", "Session", "Status", "Photos", "Expires"]}
        records={galleries}
        empty="No galleries yet: start the first one below."
        cells={(g) => (
          <>
            <NameCell label="Gallery" to={`/admin/galleries/${g.id}`} name={g.title} />
            <Cell label="Client">{g.clientName}</Cell>
            <Cell label="Session">{g.sessionDate ? formatDay(g.sessionDate) : "—"}</Cell>
            <Cell label="Status">
              <Badge tone={STATUS_TONES[g.status]}>{g.status}</Badge>
            </Cell>
            <Cell label="Photos">{g.photoCount}</Cell>
            <Cell label="Expires">{g.expiresOn ? formatDay(g.expiresOn) : "Never"}</Cell>
          </>
        )}
      />

      <Section title="New gallery">
        <SaveOutcome result={actionData} />
        <EditorForm className="max-w-xl space-y-5">
          <GalleryDetailsFields
            value={value}
            errors={refused.errors}
            titleHelp="What the client sees at the top of the gallery, for example Anna & Ben's wedding."
            code={{
              label: "Access code",
              help: "6 to 8 digits the client types once per browser. Give it to them with the link, and note it down first: it is stored scrambled, so it cannot be shown again.",
            }}
            suggestedCode={suggestedCode}
          />
          <button type="submit" className="btn-primary">
            Create gallery
          </button>
        </EditorForm>
      </Section>
    </>
  );
}
