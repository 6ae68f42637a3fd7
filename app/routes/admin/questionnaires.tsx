import { Link } from "react-router";
import { adminMeta, Badge, Cell, formatDateTime, PageTitle, ResponsiveTable, Row } from "~/components/admin/admin-ui";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { listQuestionnaires } from "~/server/questionnaires/questionnaires.server";
import type { Route } from "./+types/questionnaires";

// Questionnaires (issue 29 §3): the forms a booked client fills on her booking page. Samples are
// marked until she makes them hers.

export const meta: Route.MetaFunction = () => adminMeta("Questionnaires");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({ questionnaires: await listQuestionnaires() }));
}

export default function Questionnaires({ loaderData }: Route.ComponentProps) {
  const { questionnaires } = loaderData;
  return (
    <>
      <PageTitle lead="What you ask a client once she is booked: the day's timeline, the venues, the family photo list. Each proposal says which one to send; she fills it on her booking page and you get her answers by e-mail and on her page.">
        Questionnaires
      </PageTitle>
      <p className="mb-6">
        <Link to="/admin/questionnaires/new" className="btn-primary">
          New questionnaire
        </Link>
      </p>
      {questionnaires.length === 0 ? (
        <p>No questionnaires yet.</p>
      ) : (
        <ResponsiveTable
          caption="Questionnaires"
          columns={["Questionnaire", "Questions", "Last changed (Arizona time)"]}
        >
          {questionnaires.map((q) => (
            <Row key={q.id}>
              <Cell label="Questionnaire">
                <Link to={`/admin/questionnaires/${q.id}`} className="font-medium text-clay underline">
                  {q.name}
                </Link>{" "}
                {q.isSample && <Badge tone="warn">SAMPLE</Badge>}
              </Cell>
              <Cell label="Questions">{q.questions.length}</Cell>
              <Cell label="Last changed">{formatDateTime(q.updatedAt)}</Cell>
            </Row>
          ))}
        </ResponsiveTable>
      )}
    </>
  );
}
