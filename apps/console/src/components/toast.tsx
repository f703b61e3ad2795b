import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** Success and error toasts. Usage: `toast.success(t('saved'))`, `toast.error(error.message)`; `<Toaster />` shows them (the layout has one). */
export interface Toast {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function dismiss(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

function show(kind: Toast['kind'], message: string, durationMs = kind === 'error' ? 8000 : 4000): number {
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }];
  emit();
  setTimeout(() => dismiss(id), durationMs);
  return id;
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  dismiss,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const items = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  const { t } = useTranslation();
  return (
    <div className="toaster">
      {/* Two live regions, so an error interrupts (assertive) and a success waits its turn (polite). */}
      <div role="status" aria-live="polite" className="toaster__region">
        {items.filter((item) => item.kind === 'success').map((item) => <ToastItem key={item.id} item={item} closeLabel={t('common.close')} />)}
      </div>
      <div aria-live="assertive" className="toaster__region">
        {items.filter((item) => item.kind === 'error').map((item) => <ToastItem key={item.id} item={item} closeLabel={t('common.close')} />)}
      </div>
    </div>
  );
}

function ToastItem({ item, closeLabel }: { item: Toast; closeLabel: string }) {
  return (
    <div className={`toast toast--${item.kind}`}>
      <span>{item.message}</span>
      <button type="button" className="toast__close" aria-label={closeLabel} onClick={() => dismiss(item.id)}>
        ×
      </button>
    </div>
  );
}
