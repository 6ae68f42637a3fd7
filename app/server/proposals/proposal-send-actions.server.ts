import { redirect } from "react-router";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { SEND_INTENTS, WITHDRAW_INTENTS } from "~/shared/proposals/proposal-form";
import { answer, isSaved } from "../admin/editor/edit-result.server";
import { editorAction } from "../admin/editor/editor-action.server";
import { field } from "../admin/editor/form-values.server";
import { proposalFromUrl, proposalHeading, readClient, studioSettings } from "./proposal-record.server";
import { mailFor, sendProblems, sendProposal, withdrawProposal } from "./proposal-send.server";

// The send and withdraw pages' data and posts: each a confirmation page of its own, so it works
// without JavaScript, answered by going back to the editor once done.

async function proposalAndClient(param: string | undefined) {
  const proposal = await proposalFromUrl(param);
  const client = await readClient(proposal.clientId);
  // A proposal always has its client (deleting the client deletes its proposals).
  if (!client) throw new Error(`proposal ${proposal.id} has no client`);
  return { proposal, client };
}

/** The send page: the mail as it will go, and anything that stops it. */
export async function sendPageData(param: string | undefined, now = new Date()) {
  const { proposal, client } = await proposalAndClient(param);
  const studio = await studioSettings();
  const mail = mailFor(proposal, client, studio);
  return {
    proposal: {
      ...proposalHeading(proposal),
      title: proposal.values.title,
      signature: proposal.photographerSignature ?? "",
    },
    mail: { to: mail.to, subject: mail.subject, text: mail.text },
    problems: sendProblems(proposal, client, studioDate(now)),
  };
}

export function sendAction(request: Request, param: string | undefined) {
  return editorAction(
    request,
    SEND_INTENTS,
    {
      send: {
        async versioned({ form, version, actor }) {
          const { proposal, client } = await proposalAndClient(param);
          const signature = field(form, "signature");
          const result = await sendProposal({
            proposal,
            client,
            studio: await studioSettings(),
            signature,
            expectedVersion: version,
            actorEmail: actor,
          });
          if (isSaved(result)) return redirect(`/admin/proposals/${proposal.id}?sent=1`);
          return answer(result, { echo: { values: { signature } } });
        },
      },
    },
    { fallback: SEND_INTENTS.send },
  );
}

/** The withdraw page: what it is, and whether it can be withdrawn. */
export async function withdrawPageData(param: string | undefined) {
  const proposal = await proposalFromUrl(param);
  return {
    proposal: { id: proposal.id, version: proposal.version, status: proposal.status, title: proposal.values.title },
  };
}

export function withdrawAction(request: Request, param: string | undefined) {
  return editorAction(
    request,
    WITHDRAW_INTENTS,
    {
      withdraw: {
        async versioned({ version, actor }) {
          const proposal = await proposalFromUrl(param);
          const result = await withdrawProposal({ proposal, expectedVersion: version, actorEmail: actor });
          if (isSaved(result)) return redirect(`/admin/proposals/${proposal.id}?withdrawn=1`);
          return answer(result);
        },
      },
    },
    { fallback: WITHDRAW_INTENTS.withdraw },
  );
}
