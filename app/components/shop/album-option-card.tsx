import type { AlbumOptionView } from "~/shared/shop/shop-views";

/**
 * One album size as a clickable card: a real button whose name is its visible text, plus the
 * words a screen reader needs for context (`kind` after the size, `action` at the end).
 */
export function AlbumOptionCard({
  option,
  onChoose,
  kind,
  action,
}: {
  option: AlbumOptionView;
  onChoose: (option: AlbumOptionView) => void;
  kind?: string;
  action?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => onChoose(option)}
      data-testid="album-option"
      className="flex w-full flex-col items-center gap-2 rounded-lg border border-ink/10 bg-white p-8 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-clay hover:shadow-md"
    >
      {option.name && (
        <>
          <span className="font-serif text-2xl">{option.name}</span>{" "}
        </>
      )}
      <span className={option.name ? "text-lg" : "font-serif text-3xl"}>
        {option.size}
        {kind && <span className="sr-only">{` ${kind}`}</span>}
      </span>{" "}
      <span className="text-xl font-semibold text-clay">{option.price}</span>{" "}
      <span className="text-sm text-ink-soft">{`${option.pages} pages`}</span>
      {action && <span className="sr-only">{`, ${action}`}</span>}
    </button>
  );
}
