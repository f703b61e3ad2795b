import { useLocation, useSearchParams } from 'react-router';
import { RegionNotice } from '../../../components/content/RegionNotice';
import { useChannel } from '../../../lib/channel-context';
import { useTranslation } from '../../../lib/i18n-react';
import { useUser } from '../../../lib/session';
import { readScheduleState, statusForPath, writeScheduleState, type ScheduleState } from '../schedule-state';
import { ScheduleResults } from './ScheduleResults';
import { Segmented } from './Segmented';
import '../schedule.css';

/** Page filters win over the ones a custom page sets for itself. */
function withDefaults(search: URLSearchParams, defaults: string | undefined): URLSearchParams {
  const merged = new URLSearchParams(defaults);
  search.forEach((value, name) => merged.set(name, value));
  return merged;
}

/**
 * The events view of /upcoming, /live, /vod, /schedule and custom pages: status, calendar day,
 * sport, layout and view, all kept in the URL.
 */
export function ScheduleView({ defaults }: { defaults?: string }) {
  const { t } = useTranslation();
  const [rawSearch, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const search = withDefaults(rawSearch, defaults);
  const defaultStatus = readScheduleState(new URLSearchParams(defaults), statusForPath(pathname)).status;
  const state = readScheduleState(search, defaultStatus);
  const sports = useChannel().bootstrap.event_categories.filter((category) => category.parent_id === null);
  const activeSport = search.get('sport') ?? search.get('category');
  // Signed in only; favourites and a sport do not combine (the favourites' list takes no sport).
  const signedIn = Boolean(useUser());
  const favoritesOnly = signedIn && search.get('favorites') === '1';

  const update = (change: Partial<ScheduleState>) => setSearch(writeScheduleState(rawSearch, change, defaultStatus), { replace: true, preventScrollReset: true });
  const chooseSport = (alias: string | null) => {
    const next = new URLSearchParams(rawSearch);
    next.delete('category');
    next.delete('favorites');
    if (alias) next.set('sport', alias);
    else next.delete('sport');
    setSearch(next, { replace: true, preventScrollReset: true });
  };

  const toggleFavorites = () => {
    const next = new URLSearchParams(rawSearch);
    next.delete('category');
    next.delete('sport');
    if (favoritesOnly) next.delete('favorites');
    else next.set('favorites', '1');
    setSearch(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="schedule stack">
      <RegionNotice />
      <div className="schedule__toolbar" aria-label={t('schedule.filters')} role="region">
        <Segmented
          label={t('schedule.show')}
          value={state.status}
          onChange={(status) => update({ status })}
          options={[
            { value: 'live', label: t('schedule.live') },
            { value: 'upcoming', label: t('schedule.upcoming') },
            { value: 'vod', label: t('schedule.vod') },
          ]}
        />
        <div className="schedule__day">
          <label className="segmented__label" htmlFor="schedule-day">
            {t('schedule.day')}
          </label>
          <div className="schedule__day-row">
            <input id="schedule-day" className="input" type="date" value={state.date ?? ''} onChange={(event) => update({ date: event.target.value || null })} />
            {state.date ? (
              <button type="button" className="button button--ghost button--small" onClick={() => update({ date: null })}>
                {t('schedule.allDays')}
              </button>
            ) : null}
          </div>
        </div>
        <Segmented
          label={t('schedule.layout')}
          value={state.layout}
          onChange={(layout) => update({ layout })}
          options={[
            { value: 'grid', label: t('schedule.grid') },
            { value: 'list', label: t('schedule.list') },
          ]}
        />
        <Segmented
          label={t('schedule.view')}
          value={state.view}
          onChange={(view) => update({ view })}
          options={[
            { value: 'card', label: t('schedule.card') },
            { value: 'table', label: t('schedule.table') },
          ]}
        />
      </div>
      {sports.length || signedIn ? (
        <div className="chips" role="group" aria-label={t('schedule.sport')}>
          {signedIn ? (
            <button type="button" className="chip" aria-pressed={favoritesOnly} onClick={toggleFavorites}>
              <span aria-hidden="true">★</span> {t('favorites.filter')}
            </button>
          ) : null}
          <button type="button" className="chip" aria-pressed={!activeSport && !favoritesOnly} onClick={() => chooseSport(null)}>
            {t('schedule.allSports')}
          </button>
          {sports.map((sport) => (
            <button key={sport.id} type="button" className="chip" aria-pressed={activeSport === sport.alias} onClick={() => chooseSport(sport.alias)}>
              {sport.name}
            </button>
          ))}
        </div>
      ) : null}
      <ScheduleResults
        key={`${state.status}|${state.date}|${search.toString()}|${favoritesOnly}`}
        state={state}
        search={search}
        favoritesOnly={favoritesOnly}
        onClearDate={() => update({ date: null })}
      />
    </div>
  );
}
