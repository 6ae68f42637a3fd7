import { useId, useState } from "react";
import { useFavourites } from "./favourites-context";
import { useModal } from "./use-modal";

/** "Who is choosing?": asked once, before the first heart, so each person keeps their own list. */
export function NameDialog() {
  const favourites = useFavourites();
  const ref = useModal(favourites.nameRequested);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={favourites.cancelName}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-lg bg-white p-6 text-ink shadow-xl backdrop:bg-black/60"
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          const clean = name.replace(/\s+/g, " ").trim();
          if (!clean) return setError("Enter your name, so your photographer knows whose favourites these are.");
          if (clean.length > 60) return setError("Keep your name to 60 characters or fewer.");
          setError(null);
          favourites.setPerson(clean);
        }}
      >
        <h2 id={titleId} className="text-xl">
          Who is choosing?
        </h2>
        <p className="mt-2 text-sm text-ink-soft">
          Your name keeps your hearts in your own list, separate from anyone else you share the gallery with.
        </p>
        <label htmlFor={inputId} className="field-label mt-4">
          Your name
        </label>
        <input
          id={inputId}
          name="person"
          autoComplete="given-name"
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="field-input"
        />
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
            {error}
          </p>
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={favourites.cancelName}>
            Cancel
          </button>
          <button type="submit" className="btn-primary">
            Save my name
          </button>
        </div>
      </form>
    </dialog>
  );
}
