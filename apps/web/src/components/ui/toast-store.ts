import { toastStore, type Toast, type ToastType } from './toast-list';

export { toastStore, type Toast, type ToastType };

export interface ToastOptions {
  type?: ToastType;
  /** Milliseconds before it goes away on its own; 0 keeps it until dismissed. */
  duration?: number;
}

/** Spec §9. */
export const DEFAULT_TOAST_TYPE: ToastType = 'info';
export const DEFAULT_TOAST_DURATION_MS = 5000;
const MAX_VISIBLE = 4;

let sequence = 0;

export function dismissToast(id: string): void {
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
}

export function showToast(text: string, options: ToastOptions = {}): string {
  const toast: Toast = {
    id: `toast-${++sequence}`,
    time: Date.now(),
    text,
    type: options.type ?? DEFAULT_TOAST_TYPE,
    duration: options.duration ?? DEFAULT_TOAST_DURATION_MS,
  };
  // A repeated message replaces the one already showing rather than stacking copies.
  const duplicate = toastStore.get().find((t) => t.text === toast.text && t.type === toast.type);
  if (duplicate) dismissToast(duplicate.id);
  toastStore.set((toasts) => [...toasts, toast].slice(-MAX_VISIBLE));
  return toast.id;
}

export function clearToasts(): void {
  for (const toast of toastStore.get()) dismissToast(toast.id);
}

const api = {
  show: showToast,
  success: (text: string, options?: Omit<ToastOptions, 'type'>) => showToast(text, { ...options, type: 'success' }),
  error: (text: string, options?: Omit<ToastOptions, 'type'>) => showToast(text, { ...options, type: 'error' }),
  info: (text: string, options?: Omit<ToastOptions, 'type'>) => showToast(text, { ...options, type: 'info' }),
  dismiss: dismissToast,
};

/** Toasts from any component: `const toast = useToast(); toast.success('Saved')`. */
export function useToast(): typeof api {
  return api;
}
