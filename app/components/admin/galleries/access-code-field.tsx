import { useState } from "react";
import type { FieldErrors } from "~/shared/field-errors";
import { smallButton } from "../admin-ui";
import { EditorField } from "../editor/editor-field";

// The access code field of the gallery forms, with a random code the server suggested (6 digits,
// from a secure generator): "Use this code" puts it in the field, or she types her own. The field
// itself starts empty, so the code saved is always one she chose and could note down. The number
// is on the page as text too, so nothing depends on JavaScript. The first suggestion stays while
// the page is open: the editor reloads its data every few seconds while photos are processed.

export function AccessCodeField({
  label,
  help,
  suggestion,
  errors,
}: {
  label: string;
  help: string;
  /** A fresh suggestion from the loader (suggestAccessCode). */
  suggestion: string;
  errors: FieldErrors;
}) {
  const [code] = useState(suggestion);
  return (
    <div>
      <EditorField
        name="accessCode"
        label={label}
        help={help}
        value=""
        inputProps={{ inputMode: "numeric" }}
        errors={errors}
      />
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span>
          A random code you could use:{" "}
          <span className="font-mono text-base font-semibold" data-testid="suggested-code">
            {code}
          </span>
        </span>
        <button
          type="button"
          className={smallButton}
          onClick={() => {
            const input = document.getElementById("accessCode");
            if (!(input instanceof HTMLInputElement)) return;
            input.value = code;
            input.focus();
          }}
        >
          Use this code
        </button>
      </p>
    </div>
  );
}
