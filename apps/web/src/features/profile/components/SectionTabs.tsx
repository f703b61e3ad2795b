import { NavLink } from 'react-router';

export interface SectionTab {
  to: string;
  label: string;
  end?: boolean;
}

export function SectionTabs({ tabs, label }: { tabs: SectionTab[]; label: string }) {
  return (
    <nav className="tabs" aria-label={label}>
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
