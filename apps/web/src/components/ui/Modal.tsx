import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import './modal.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first control of `container` the keyboard reaches, as the dialog finds its own. */
export const firstFocusableIn = (container: Element | null | undefined) => container?.querySelector<HTMLElement>(FOCUSABLE);

interface ModalProps {
  onClose: () => void;
  label?: string;
  children: ReactNode;
  /**
   * Where the focus goes on close when nothing in the page had it as the dialog opened (the form it answers was hidden
   * or disabled meanwhile): asked after the page has rendered without the dialog.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/** A modal dialog: traps focus, closes on Escape or a click outside, gives focus back on close. */
export function Modal({ onClose, label, children, returnFocusTo }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const closeRef = useRef(onClose);
  const returnRef = useRef(returnFocusTo);
  useLayoutEffect(() => {
    closeRef.current = onClose;
    returnRef.current = returnFocusTo;
  });

  useLayoutEffect(() => {
    const active = document.activeElement;
    const previous = active instanceof HTMLElement && active !== document.body ? active : null;
    const dialog = dialogRef.current;
    const first = firstFocusableIn(dialog);
    (first ?? dialog)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const head = focusable[0];
      const tail = focusable[focusable.length - 1];
      if (!head || !tail) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === head || document.activeElement === dialog)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      if (previous) {
        previous.focus();
        return;
      }
      const fallback = returnRef.current;
      if (fallback) setTimeout(() => fallback()?.focus());
    };
  }, []);

  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialogRef} className="modal" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        <button type="button" className="modal__close" aria-label={t('popup.close')} onClick={onClose}>
          ×
        </button>
        {children}
      </div>
    </div>
  );
}
