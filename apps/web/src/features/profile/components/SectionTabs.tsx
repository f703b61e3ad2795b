import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';

export interface SectionTab {
  to: string;
  label: string;
  end?: boolean;
}

export function SectionTabs({ tabs, label }: { tabs: SectionTab[]; label: string }) {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the row is wider than the screen and scrolls sideways: the open section's tab is brought into view,
  // centred, so that the viewer sees where they are (and that there are tabs either side).
  useLayoutEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollTo?.({ left: current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2 });
  }, [pathname]);
  return (
    <nav ref={navRef} className="tabs" aria-label={label}>
      <ul className="tabs__list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink className="tabs__tab" to={tab.to} end={tab.end}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
