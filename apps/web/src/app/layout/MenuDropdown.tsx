import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

// The closing behaviour (Escape, a click or focus elsewhere) arrives with the menu's lists.
const DismissWatcher = lazy(async () => ({ default: (await import('./MenuLists')).DismissWatcher }));

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
        {open ? (
          <>
            <Suspense fallback={null}>
              <DismissWatcher rootRef={rootRef} buttonRef={buttonRef} close={() => setOpen(false)} />
            </Suspense>
            {children()}
          </>
        ) : null}
      </div>
    </li>
  );
}
