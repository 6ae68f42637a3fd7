// An editor's buttons at the foot of its form: Save, and Preview when the editor has one. Save
// comes first: it is the button Enter presses in a field.

interface FormButton {
  intent: string;
  label: string;
}

export function SaveButtons({ save, preview }: { save: FormButton; preview?: FormButton }) {
  return (
    <div className="flex flex-col gap-3 pt-6 sm:flex-row">
      <button type="submit" name="intent" value={save.intent} className="btn-primary">
        {save.label}
      </button>
      {preview && (
        <button type="submit" name="intent" value={preview.intent} className="btn-outline">
          {preview.label}
        </button>
      )}
    </div>
  );
}
