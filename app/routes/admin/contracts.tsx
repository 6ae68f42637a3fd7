import { adminMeta, Cell, formatDateTime, Notice, PageTitle } from "~/components/admin/admin-ui";
import { NameCell, NewRecordLink, RecordTable } from "~/components/admin/record-table";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { listContractTemplates } from "~/server/contracts/contract-templates.server";
import type { Route } from "./+types/contracts";

// Contract templates: the texts a proposal can copy. Samples are marked until she makes them hers.

export const meta: Route.MetaFunction = () => adminMeta("Contracts");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({
    templates: await listContractTemplates(),
    deleted: new URL(request.url).searchParams.has("deleted"),
  }));
}

export default function Contracts({ loaderData }: Route.ComponentProps) {
  const { templates, deleted } = loaderData;
  return (
    <>
      <PageTitle lead="The contracts your clients sign with a proposal. Each proposal keeps its own copy, so changing or deleting a template never changes a contract already sent or signed.">
        Contracts
      </PageTitle>
      {deleted && <Notice>The contract template was deleted. Proposals that used it keep their copy.</Notice>}
      <NewRecordLink to="/admin/contracts/new">New contract template</NewRecordLink>
      <RecordTable
        caption="Contract templates"
        columns={["Template", "Last changed (Arizona time)"]}
        records={templates}
        empty="No contract templates yet."
        cells={(t) => (
          <>
            <NameCell label="Template" to={`/admin/contracts/${t.id}`} name={t.name} sample={t.isSample} />
            <Cell label="Last changed">{formatDateTime(t.updatedAt)}</Cell>
          </>
        )}
      />
    </>
  );
}
