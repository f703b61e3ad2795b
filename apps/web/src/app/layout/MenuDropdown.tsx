import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface MenuDropdownProps {
  label: string;
  /** Rendered only while open, so lazy content loads on first opening. */
  children: () => ReactNode;
}

/** A disclosure menu in the header: Escape or a click elsewhere closes it, focus returns to its button. */
export function MenuDropdown({ label, children }: MenuDropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A navigation closes the menu.
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
    };
    const root = rootRef.current;
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <li ref={rootRef} className={`menu__item menu__item--dropdown${open ? ' is-open' : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="menu__link menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className="menu__chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="dropdown" hidden={!open}>
        {open ? children() : null}
      </div>
    </li>
  );
}
