import type { MenuEntry } from '@ott/contracts/channel';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { NavLink } from 'react-router';
import { useChannel } from '../../lib/channel-context';
import { byWeightDesc } from '../../lib/sort';
import { loadScreenStrings } from '../../lib/i18n';
import { MenuDropdown } from './MenuDropdown';
import { isExternalUrl } from '../../lib/url';

// The Teams and Schools lists load the first time one of their menus opens.
const TeamsList = lazy(async () => {
  const [module] = await Promise.all([import('./MenuLists'), loadScreenStrings()]);
  return { default: module.TeamsList };
});
const SchoolsList = lazy(async () => ({ default: (await import('./MenuLists')).SchoolsList }));


function MenuItem({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  switch (entry.type) {
    case 'participants':
      return (
        <MenuDropdown label={entry.title}>
          {() => (
            <Suspense fallback={<p className="dropdown__note">{t('nav.loadingTeams')}</p>}>
              <TeamsList />
            </Suspense>
          )}
        </MenuDropdown>
      );
    case 'participant_groups':
      return (
        <MenuDropdown label={entry.title}>
          {() => (
            <Suspense fallback={null}>
              <SchoolsList />
            </Suspense>
          )}
        </MenuDropdown>
      );
    case 'external':
      return (
        <li className="menu__item">
          <a className="menu__link" href={entry.url} target="_blank" rel="noopener noreferrer">
            {entry.title}
            <span className="visually-hidden"> {t('nav.externalLink')}</span>
          </a>
        </li>
      );
    case 'link':
      return (
        <li className="menu__item">
          {isExternalUrl(entry.url) ? (
            <a className="menu__link" href={entry.url}>
              {entry.title}
            </a>
          ) : (
            <NavLink className="menu__link" to={entry.url} end={entry.url === '/'}>
              {entry.title}
            </NavLink>
          )}
        </li>
      );
  }
}

export function MainMenu() {
  const { t } = useTranslation();
  const entries = [...useChannel().bootstrap.menu].sort(byWeightDesc);
  return (
    <nav className="site-nav__menu" aria-label={t('nav.mainNavigation')}>
      <ul className="menu">
        {entries.map((entry) => (
          <MenuItem key={entry.id} entry={entry} />
        ))}
      </ul>
    </nav>
  );
}
