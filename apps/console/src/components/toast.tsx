import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Success and error toasts. Usage: `toast.success(t('saved'))`, `toast.error(error.message)`; `<Toaster />` shows them
 * (the layout has one). A toast may carry a link (`{ link: { to: '/channels/varsity/media/4', label: t('open') } }`)
 * to what it is about, e.g. a video that finished processing while the operator was on another screen.
 */
export interface Toast {
  id: number;
  kind: 'success' | 'error';
  message: string;
  link?: ToastLink;
}

export interface ToastLink {
  /** A console path (under /admin). */
  to: string;
  label: string;
}

export interface ToastOptions {
  link?: ToastLink;
  durationMs?: number;
}

let toasts: Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

function show(kind: Toast['kind'], message: string, { link, durationMs = kind === 'error' ? 8000 : 4000 }: ToastOptions = {}): number {
  // The same words again (a second click on a form still refused) replace the toast showing them rather than stack a copy:
  // it comes back as new, so it is announced again and stays its full time.
  const repeats = (item: Toast) => item.kind === kind && item.message === message && item.link?.to === link?.to;
  for (const item of toasts.filter(repeats)) {
    clearTimeout(timers.get(item.id));
    timers.delete(item.id);
  }
  const id = nextId++;
  toasts = [...toasts.filter((item) => !repeats(item)), link ? { id, kind, message, link } : { id, kind, message }];
  emit();
  timers.set(id, setTimeout(() => dismiss(id), durationMs));
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  dismiss,
  /** Every toast goes at once (a test's page is fresh; the toasts live as long as the module). */
  clear(): void {
    timers.forEach(clearTimeout);
    timers.clear();
    toasts = [];
    emit();
  },
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
      {item.link ? (
        <Link className="toast__link" to={item.link.to} onClick={() => dismiss(item.id)}>
          {item.link.label}
        </Link>
      ) : null}
      <button type="button" className="toast__close" aria-label={closeLabel} onClick={() => dismiss(item.id)}>
        ×
      </button>
    </div>
  );
}
