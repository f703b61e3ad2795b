import { Link } from 'react-router';
import { RegionNotice } from '../../../components/content/RegionNotice';
import { FavoriteToggle } from '../../../components/favorites/FavoriteToggle';
import { apiFilters, type EventQuery } from '../../../lib/event-filters';
import { useTranslation } from '../../../lib/i18n-react';
import { HeroCarousel } from './HeroCarousel';
import { HomeSections } from './HomeSections';
import { useFilterSubject } from './use-filter-subject';

/** Home narrowed by a team, school, sport or other filter: its title, its slides, its events. */
export function FilteredHome({ filters }: { filters: EventQuery }) {
  const { t } = useTranslation();
  const subject = useFilterSubject(filters, (gender) => t(`nav.gender.${gender}`, { defaultValue: gender }));
  const search = `?${new URLSearchParams(filters).toString()}`;
  return (
    <>
      {subject?.slides.length ? <HeroCarousel slides={subject.slides} /> : null}
      <div className="container stack stack--large home__sections">
        <header className="filter-header">
          {subject?.image ? <img className="filter-header__logo" src={subject.image} alt="" width={64} height={64} /> : null}
          <div className="filter-header__text">
            <p className="page__eyebrow">{subject ? t(`filter.kind.${subject.kind}`) : '\u00a0'}</p>
            <h1 className="page__title">{subject?.label ?? '\u00a0'}</h1>
            {subject?.detail ? <p className="filter-header__detail">{subject.detail}</p> : null}
          </div>
          <div className="filter-header__actions">
            {subject?.favorite ? <FavoriteToggle key={`${subject.favorite.type}:${subject.favorite.id}`} subject={subject.favorite} name={subject.label} /> : null}
            <Link className="button button--ghost button--small filter-header__clear" to="/">
              {t('filter.clear')}
            </Link>
          </div>
        </header>
        <RegionNotice />
        <HomeSections filters={apiFilters(filters)} search={search} />
      </div>
    </>
  );
}
