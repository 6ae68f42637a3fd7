// Notifications of SPEC.md §2.1: at most one visible, a new one replaces the old.
// A tiny external store so any component (or plain function) can raise a toast.

export type ToastVariant = "default" | "destructive";

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
  open: boolean;
}

export const TOAST_DURATION_MS = 5000;

type Listener = () => void;
let counter = 0;
let current: Toast | null = null;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(input: Omit<Toast, "id" | "open" | "variant"> & { variant?: ToastVariant }): string {
  counter += 1;
  current = { variant: "default", ...input, id: String(counter), open: true };
  emit();
  return current.id;
}

export function dismissToast(id?: string) {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

export function subscribeToasts(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToast() {
  return current;
}
