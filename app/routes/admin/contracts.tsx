import { Link } from "react-router";
import {
  adminMeta,
  Badge,
  Cell,
  formatDateTime,
  Notice,
  PageTitle,
  ResponsiveTable,
  Row,
} from "~/components/admin/admin-ui";
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
      <p className="mb-6">
        <Link to="/admin/contracts/new" className="btn-primary">
          New contract template
        </Link>
      </p>
      {templates.length === 0 ? (
        <p>No contract templates yet.</p>
      ) : (
        <ResponsiveTable caption="Contract templates" columns={["Template", "Last changed (Arizona time)"]}>
          {templates.map((t) => (
            <Row key={t.id}>
              <Cell label="Template">
                <Link to={`/admin/contracts/${t.id}`} className="font-medium text-clay underline">
                  {t.name}
                </Link>{" "}
                {t.isSample && <Badge tone="warn">SAMPLE</Badge>}
              </Cell>
              <Cell label="Last changed">{formatDateTime(t.updatedAt)}</Cell>
            </Row>
          ))}
        </ResponsiveTable>
      )}
    </>
  );
}
