import { useEffect, useRef, useSyncExternalStore } from "react";
import { dismissToast, getToast, subscribeToasts, TOAST_DURATION_MS } from "./toast-store";
import { CloseIcon } from "./close-icon";

/** The notification region: fixed top on small screens, bottom-right on larger ones, 420px wide at most. */
export function Toaster() {
  const current = useSyncExternalStore(subscribeToasts, getToast, () => null);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismissToast(current.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current]);

  const destructive = current?.variant === "destructive";
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:left-auto sm:w-full sm:max-w-[420px]"
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {current && (
          <div
            key={current.id}
            data-testid="toast"
            data-variant={current.variant}
            className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
              destructive ? "border-danger bg-danger text-white" : "border-ink/10 bg-white text-ink"
            }`}
            onPointerDown={(e) => (swipeStart.current = e.clientX)}
            onPointerUp={(e) => {
              if (swipeStart.current !== null && Math.abs(e.clientX - swipeStart.current) > 80)
                dismissToast(current.id);
              swipeStart.current = null;
            }}
          >
            <div className="grid gap-1">
              <p className="text-sm font-semibold">{current.title}</p>
              {current.description && <p className="text-sm opacity-90">{current.description}</p>}
            </div>
            {current.action && (
              <button
                type="button"
                className="ml-auto shrink-0 rounded border border-current px-3 py-1 text-sm"
                onClick={() => {
                  current.action?.onClick();
                  dismissToast(current.id);
                }}
              >
                {current.action.label}
              </button>
            )}
            <button
              type="button"
              aria-label="Close notification"
              className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100"
              onClick={() => dismissToast(current.id)}
            >
              <CloseIcon />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
