import type { SelectHTMLAttributes } from "react";

// The choice of one of the gallery's sets, or none ("none"): where an upload, photos from the
// library or the ticked photos go.

export function SetSelect({
  id,
  label,
  sets,
  plainTitles = false,
  className,
  ...select
}: {
  id: string;
  label: string;
  sets: ReadonlyArray<{ id: number; title: string }>;
  /** "Ceremony" rather than "The set “Ceremony”". */
  plainTitles?: boolean;
  /** The wrapper's. */
  className?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" {...select}>
        <option value="none">No set</option>
        {sets.map((set) => (
          <option key={set.id} value={set.id}>
            {plainTitles ? set.title : `The set “${set.title}”`}
          </option>
        ))}
      </select>
    </div>
  );
}
