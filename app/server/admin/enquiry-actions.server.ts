import { data } from "react-router";
import { enquiriesRepository } from "../enquiries/enquiries-repository.server";
import { deliveryState } from "../mail/outbox-store.server";
import { notFound, saved, type EditResult } from "./editor/edit-result.server";
import { idParam } from "./editor/route-params.server";

// One enquiry in the admin (/admin/enquiries/:id): what its page shows, and filing it as handled
// or back in the inbox. Its mails are retried by mail-actions.server.ts.

export const NO_SUCH_ENQUIRY = "No such enquiry.";

export async function enquiryPage(idText: string | undefined) {
  const id = idParam(idText, NO_SUCH_ENQUIRY);
  const enquiry = await enquiriesRepository().findById(id);
  if (!enquiry) throw data({ error: NO_SUCH_ENQUIRY }, { status: 404 });
  return { enquiry, mails: await deliveryState({ type: "enquiry", id }) };
}

export async function fileEnquiry(id: number, handled: boolean): Promise<EditResult> {
  const repo = enquiriesRepository();
  const updated = handled ? await repo.markHandled(id) : await repo.reopen(id);
  if (!updated) return notFound(NO_SUCH_ENQUIRY);
  return saved(handled ? "Marked as handled." : "Back in the inbox.");
}
