import { useEffect, useId, useRef } from "react";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog>: showModal traps focus and makes the rest of the
 * page inert; Escape and a click on the backdrop cancel; focus returns to where it was.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  }, [onCancel]);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The likely answer gets focus, as the dialog is a confirmation the visitor asked for.
      confirmButton.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocus.current?.focus();
    }
  }, [open]);

  // A click on the backdrop lands on the <dialog> itself (its content fills the box).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) cancel.current();
    };
    dialog.addEventListener("click", onClick);
    return () => dialog.removeEventListener("click", onClick);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className="m-auto w-[min(92vw,28rem)] rounded-lg bg-white p-0 text-ink shadow-xl backdrop:bg-ink/50"
      onCancel={(event) => {
        // Escape: let React's state close it, so state and dialog never disagree.
        event.preventDefault();
        onCancel();
      }}
    >
      <div className="p-6">
        <h2 id={titleId} className="text-2xl">
          {title}
        </h2>
        <p id={messageId} className="mt-3 text-ink-soft">
          {message}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="btn-outline" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn-primary" onClick={onConfirm} ref={confirmButton}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
