import type { FieldErrors } from "~/shared/field-errors";
import { CLIENT_INTENTS } from "~/shared/clients/client.schema";
import {
  LOST_REASON_KEYS,
  LOST_REASONS,
  manualStatusChanges,
  statusChangeLabel,
  type ClientStatus,
} from "~/shared/clients/client-status";
import { smallButton } from "../admin-ui";
import { EditorForm } from "../editor/editor-form";
import { EditorField, EditorSelect } from "../editor/editor-field";

// The changes of status she may make by hand (app/shared/clients/client-status.ts): the next step
// as one button, and Lost with the reason she picks and an optional note.

export function ClientStatusForm({
  status,
  version,
  errors,
  typed,
}: {
  status: ClientStatus;
  version: number;
  errors: FieldErrors;
  typed: Record<string, string>;
}) {
  const changes = manualStatusChanges(status);
  if (changes.length === 0) return <p className="text-ink-soft">Completed: nothing more to change.</p>;
  const steps = changes.filter((to) => to !== "lost");
  return (
    <div className="space-y-6">
      {steps.map((to) => (
        <EditorForm key={to} version={version}>
          <input type="hidden" name="status" value={to} />
          <button type="submit" name="intent" value={CLIENT_INTENTS.status} className="btn-primary w-full sm:w-auto">
            {statusChangeLabel(status, to)}
          </button>
        </EditorForm>
      ))}
      {changes.includes("lost") && (
        <EditorForm version={version} className="max-w-md">
          <fieldset className="space-y-4 rounded-lg border border-ink/15 p-4">
            <legend className="px-1 font-medium">Lost this client?</legend>
            <input type="hidden" name="status" value="lost" />
            <EditorSelect
              name="reason"
              id="lost-reason"
              label="Reason"
              value={typed.reason ?? ""}
              errors={errors}
              placeholder="Choose a reason…"
              choices={LOST_REASON_KEYS.map((key) => ({ value: key, label: LOST_REASONS[key] }))}
            />
            <EditorField
              name="note"
              id="lost-note"
              label="Note (optional)"
              help="Shown on the client's timeline."
              value={typed.note ?? ""}
              errors={errors}
              rows={2}
            />
            <button type="submit" name="intent" value={CLIENT_INTENTS.status} className={smallButton}>
              Mark as lost
            </button>
          </fieldset>
        </EditorForm>
      )}
    </div>
  );
}
