import { useEffect, useRef } from "react";

/**
 * A native <dialog> shown as a modal while `open`: the browser traps focus, makes the page behind
 * inert, closes it on Escape (its onClose tells the owner) and gives focus back afterwards.
 */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
