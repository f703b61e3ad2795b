import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A modal dialog on the native `<dialog>` element: focus stays inside, Escape closes it, focus returns to where it was.
 * Usage: `<Dialog open={open} title="…" onClose={() => setOpen(false)}>…</Dialog>`; mark the first control with `data-autofocus`.
 */
export function Dialog({ open, title, onClose, children, footer }: { open: boolean; title: string; onClose: () => void; children: ReactNode; footer?: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.hasAttribute('open')) {
      opener.current = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // `data-autofocus` marks the control to start on (React's autoFocus would run before the opener is known).
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.hasAttribute('open')) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      // Back to the control that opened it, so keyboard users carry on where they were.
      opener.current?.focus?.();
      opener.current = null;
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      {open ? (
        <>
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <div className="dialog__body">{children}</div>
          {footer ? <div className="dialog__footer">{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}

/** The usual footer: a button that backs out (Cancel unless named), then the dialog's one action, `danger` when it destroys or takes money back. */
export function DialogActions({ label, onAction, onCancel, cancelLabel, disabled, tone = 'primary', autoFocus }: {
  label: string;
  onAction: () => void;
  onCancel: () => void;
  cancelLabel?: string;
  disabled?: boolean;
  tone?: 'primary' | 'danger';
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {cancelLabel ?? t('common.cancel')}
      </button>
      <button type="button" className={`button button--${tone}`} disabled={disabled} data-autofocus={autoFocus || undefined} onClick={onAction}>
        {label}
      </button>
    </>
  );
}
