import { Link } from "react-router";

export interface ChecklistView {
  id: string;
  text: string;
  editor?: { to: string; label: string };
  howTo?: string;
}

/** Sample content still on the site, each with its editor (or what to do while there is none). */
export function GoLiveChecklist({ items }: { items: readonly ChecklistView[] }) {
  if (items.length === 0) {
    return <p className="text-ink-soft">Nothing left: the site shows no sample content.</p>;
  }
  return (
    <>
      <p className="mb-4 text-sm text-ink-soft">
        The site came with sample content so every page looks complete. Replace these before you share it.
      </p>
      <ul className="space-y-4" data-testid="go-live-checklist">
        {items.map((item) => (
          <li key={item.id} data-item={item.id} className="rounded-md border border-amber-300 bg-amber-50 p-4">
            <p>{item.text}</p>
            {item.editor ? (
              <Link to={item.editor.to} className="back-link mt-2">
                {item.editor.label} →
              </Link>
            ) : (
              item.howTo && <p className="mt-2 text-sm text-ink-soft">{item.howTo}</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
