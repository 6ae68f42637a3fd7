import { adminMeta, Cell, formatDateTime, PageTitle } from "~/components/admin/admin-ui";
import { NameCell, NewRecordLink, RecordTable } from "~/components/admin/record-table";
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
      <NewRecordLink to="/admin/questionnaires/new">New questionnaire</NewRecordLink>
      <RecordTable
        caption="Questionnaires"
        columns={["Questionnaire", "Questions", "Last changed (Arizona time)"]}
        records={questionnaires}
        empty="No questionnaires yet."
        cells={(q) => (
          <>
            <NameCell label="Questionnaire" to={`/admin/questionnaires/${q.id}`} name={q.name} sample={q.isSample} />
            <Cell label="Questions">{q.questions.length}</Cell>
            <Cell label="Last changed">{formatDateTime(q.updatedAt)}</Cell>
          </>
        )}
      />
    </>
  );
}
