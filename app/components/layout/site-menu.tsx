import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { menuItems } from "./menu-items";
import { useGoToAnchor } from "./use-go-to-anchor";
import { LineIcon } from "~/components/ui/line-icon";

/** The "Menu" dropdown: a disclosure button over a list of links, closed by Escape or a click outside. */
export function SiteMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const goToAnchor = useGoToAnchor();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    rootRef.current?.querySelector<HTMLElement>("[data-menu-item]")?.focus();
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  // Up/Down arrows move between items, as in a native menu.
  const onItemKeyDown = (e: React.KeyboardEvent<HTMLElement>) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    e.preventDefault();
    const list = e.currentTarget.closest("ul");
    const items = Array.from(list?.querySelectorAll<HTMLElement>("[data-menu-item]") ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = e.key === "ArrowDown" ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  const itemClass =
    "block w-full px-5 py-2.5 text-left text-sm tracking-wide text-ink hover:bg-sand-100 focus-visible:bg-sand-100";
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-2 text-sm font-medium tracking-wider text-ink uppercase shadow-sm backdrop-blur hover:bg-white sm:gap-2 sm:px-4 sm:tracking-widest"
      >
        <LineIcon>
          <path d="M4 7h16M4 12h16M4 17h16" />
        </LineIcon>
        Menu
      </button>
      <nav aria-label="Main">
        <ul
          id={listId}
          hidden={!open}
          className="absolute right-0 mt-2 w-64 overflow-hidden rounded-lg border border-ink/10 bg-white py-2 shadow-xl"
        >
          {menuItems.map((item) => (
            <li key={item.label}>
              {"to" in item ? (
                <Link
                  data-menu-item
                  to={item.to}
                  className={itemClass}
                  onKeyDown={onItemKeyDown}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </Link>
              ) : (
                <a
                  data-menu-item
                  href={`/#${item.anchor}`}
                  className={itemClass}
                  onKeyDown={onItemKeyDown}
                  onClick={(e) => {
                    e.preventDefault();
                    setOpen(false);
                    goToAnchor(item.anchor);
                  }}
                >
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
