import { useTranslation } from '../../../lib/i18n-react';
import { Link, NavLink, useSearchParams } from 'react-router';
import { useChannel } from '../../../lib/channel-context';

const STATUS_TABS = [
  { to: '/live', key: 'events.live' },
  { to: '/upcoming', key: 'events.upcoming' },
  { to: '/vod', key: 'events.vod' },
] as const;

/** The events view: status tabs and sport filters; the event list joins it with the catalogue. */
export function ScheduleView() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const sports = useChannel().bootstrap.event_categories.filter((category) => category.parent_id === null);
  const activeCategory = search.get('category');
  return (
    <div className="schedule stack">
      <nav className="tabs" aria-label={t('events.filters')}>
        <ul className="tabs__list">
          {STATUS_TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink className="tabs__tab" to={tab.to}>
                {tab.key === 'events.live' ? <span className="live-dot" aria-hidden="true" /> : null}
                {t(tab.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {sports.length ? (
        <ul className="chips" aria-label={t('home.sports')}>
          {sports.map((sport) => (
            <li key={sport.id}>
              <Link
                className="chip"
                aria-current={activeCategory === sport.alias ? 'true' : undefined}
                to={{ search: `?category=${encodeURIComponent(sport.alias)}` }}
              >
                {sport.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
