import { createStore } from '../../lib/store';

export type ToastType = 'success' | 'error' | 'info';

/** Spec §3: a toast is {time, text, type, id}. */
export interface Toast {
  id: string;
  time: number;
  text: string;
  type: ToastType;
  duration: number;
}

/**
 * The toasts on screen. The shell only watches this list (OverlayHost); the code that shows and
 * dismisses toasts (toast-store.ts) loads with the first screen or error that needs it.
 */
export const toastStore = createStore<Toast[]>([]);
