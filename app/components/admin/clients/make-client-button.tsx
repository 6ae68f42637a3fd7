import { Form } from "react-router";
import { CLIENT_INTENTS } from "~/shared/clients/client.schema";
import { smallButton } from "../admin-ui";
import { CsrfField } from "../editor/csrf-field";

/**
 * One click turns an enquiry into a client, then opens the client's page (a second click opens
 * the same client). Posted to the page it sits on, whose action routes it to the same handler.
 */
export function MakeClientButton({ enquiryId, name, primary }: { enquiryId: number; name: string; primary?: boolean }) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="enquiryId" value={enquiryId} />
      <button
        type="submit"
        name="intent"
        value={CLIENT_INTENTS["make-client"]}
        className={primary ? "btn-primary" : smallButton}
      >
        Make a client<span className="sr-only"> of {name}</span>
      </button>
    </Form>
  );
}
