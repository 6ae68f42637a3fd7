import { formatSessionWhen } from "~/shared/booking/merge-fields";
import {
  MOVE_MESSAGES,
  SESSION_MOVE_FIELDS,
  sessionMoveSchema,
  type SessionMove,
} from "~/shared/calendar/session-move.schema";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { SESSION_MOVE_INTENTS } from "~/shared/calendar/calendar-intents";
import { answer, refuse, refused, type EditResult } from "../admin/editor/edit-result.server";
import { editorAction } from "../admin/editor/editor-action.server";
import { parseValues, textValues } from "../admin/editor/form-values.server";
import { versionedChange } from "../admin/editor/versioned-save.server";
import { addClientEvent } from "../clients/client-events.server";
import { siteUrl } from "../content/page-settings.server";
import { enqueueMail } from "../mail/outbox.server";
import { proposalFromUrl, readClient, studioSettings, type ProposalRecord } from "../proposals/proposal-record.server";
import { sessionMovedMail } from "./session-move-mail.server";

// Moving a booked session (issue 29 §4): a new date, time or place on the proposal, written with
// the client's timeline entry and, when she asks, the client's note with the new .ics, in one
// transaction. The signed contract is left alone: its text, hash and PDF are the signature's own
// rows, and the proposal's revision (what was signed) does not change.

/** The move page: the session as it is and who would be told. */
export async function sessionMovePageData(param: string | undefined) {
  const proposal = await proposalFromUrl(param);
  const client = await readClient(proposal.clientId);
  if (!client) throw new Error(`proposal ${proposal.id} has no client`);
  const v = proposal.values;
  return {
    proposal: {
      id: proposal.id,
      version: proposal.version,
      status: proposal.status,
      title: v.title,
      sessionDate: v.sessionDate ?? "",
      sessionTime: v.sessionTime ?? "",
      sessionPlace: v.sessionPlace,
      when: formatSessionWhen(v.sessionDate, v.sessionTime),
    },
    client: { id: client.id, names: client.names, emails: client.emails },
  };
}

const describe = (date: string | null, time: string | null, place: string) =>
  `${formatSessionWhen(date, time)}${place ? `, ${place}` : ""}`;

/** Moves the session of a booked proposal, at the version the page was loaded at. */
export async function moveSession(options: {
  proposal: ProposalRecord;
  input: Record<string, string>;
  expectedVersion: number;
  actorEmail: string;
  now?: Date;
}): Promise<EditResult> {
  const { proposal, input, expectedVersion, actorEmail } = options;
  const parsed = parseValues(sessionMoveSchema(studioDate(options.now ?? new Date())), input);
  if (!parsed.ok) return parsed.refusal;
  if (proposal.status !== "booked") return refused(MOVE_MESSAGES.notBooked, 409);
  const move: SessionMove = parsed.value;
  const v = proposal.values;
  if (move.sessionDate === v.sessionDate && move.sessionTime === v.sessionTime && move.sessionPlace === v.sessionPlace)
    return refused(MOVE_MESSAGES.unchanged);
  const client = await readClient(proposal.clientId);
  if (!client) throw new Error(`proposal ${proposal.id} has no client`);
  const studio = await studioSettings();
  const before = describe(v.sessionDate, v.sessionTime, v.sessionPlace);
  const after = describe(move.sessionDate, move.sessionTime, move.sessionPlace);
  const notify = move.notifyClient && client.emails.length > 0;
  return versionedChange({
    table: "proposals",
    id: proposal.id,
    expectedVersion,
    actorEmail,
    area: `Proposal “${v.title}”`,
    async apply(trx) {
      const updated = await trx
        .updateTable("proposals")
        .set({ session_date: move.sessionDate, session_time: move.sessionTime, session_place: move.sessionPlace })
        .where("id", "=", proposal.id)
        .where("status", "=", "booked")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) refuse(refused(MOVE_MESSAGES.notBooked, 409));
      await addClientEvent(trx, {
        clientId: client.id,
        kind: "session_moved",
        summary: `Session moved from ${before} to ${after}.${notify ? ` The new date was e-mailed to ${client.emails.join(" and ")}.` : ""}`,
        related: { type: "proposal", id: proposal.id },
      });
      if (notify) {
        const mail = sessionMovedMail({
          proposal: { id: proposal.id, token: proposal.token, title: v.title, sequence: expectedVersion + 1 },
          move,
          before,
          client,
          site: { name: studio.siteName, email: studio.contactEmail, url: siteUrl() },
        });
        await enqueueMail(mail, trx);
      }
      return {
        summary: `Moved the session to ${after}`,
        notice: `Moved to ${after}.${notify ? " The client's e-mail with the new date is on its way." : ""} Your calendar shows the new date the next time it reads the feed.`,
      };
    },
  });
}

/** The move page's post: the session moved, or the refusal with what she typed. */
export function moveSessionAction(request: Request, param: string | undefined) {
  return editorAction(
    request,
    SESSION_MOVE_INTENTS,
    {
      move: {
        async versioned({ form, version, actor }) {
          const proposal = await proposalFromUrl(param);
          const values = textValues(form, SESSION_MOVE_FIELDS);
          const result = await moveSession({ proposal, input: values, expectedVersion: version, actorEmail: actor });
          return answer(result, { echo: { values } });
        },
      },
    },
    { fallback: SESSION_MOVE_INTENTS.move },
  );
}
