import type { Event } from '@ott/contracts/events';
import { useState } from 'react';
import { EventCard, EventCardSkeleton } from '../../../components/events/EventCard';
import { TeamFavorites } from '../../../components/favorites/TeamFavorites';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessages';
import { useTranslation } from '../../../lib/i18n-react';
import { useScheduleEvents } from '../api/get-schedule-events';
import { eventsQuery, PAGE_SIZE, type ScheduleState } from '../schedule-state';
import { EventRow, EventTable } from './EventTable';

const SKELETONS = Array.from({ length: 6 }, (_, i) => i);

function Items({ events, state }: { events: Event[]; state: ScheduleState }) {
  if (state.view === 'table') return events.map((event) => <EventRow key={event.id} event={event} />);
  return events.map((event, i) => (
    <li key={event.id}>
      <EventCard event={event} layout={state.layout} eager={i < 4} teams={<TeamFavorites event={event} />} />
    </li>
  ));
}

function Placeholders({ state }: { state: ScheduleState }) {
  if (state.view === 'table') {
    return SKELETONS.map((n) => (
      <tr key={n} aria-hidden="true">
        <td colSpan={5}>
          <span className="skeleton skeleton--line" />
        </td>
      </tr>
    ));
  }
  return SKELETONS.map((n) => (
    <li key={n}>
      <EventCardSkeleton layout={state.layout} />
    </li>
  ));
}

/** A further page, fetched when the visitor asks for more. */
function MoreItems({ state, search, offset, favoritesOnly }: { state: ScheduleState; search: URLSearchParams; offset: number; favoritesOnly: boolean }) {
  const { data } = useScheduleEvents(eventsQuery(state, search, offset), favoritesOnly);
  return data ? <Items events={data.data} state={state} /> : <Placeholders state={state} />;
}

interface ResultsProps {
  state: ScheduleState;
  search: URLSearchParams;
  onClearDate: () => void;
  /** Only the events of the signed-in user's favourite teams, schools and sports. */
  favoritesOnly?: boolean;
}

/** The events for the current status, day and filters, as cards or table rows, a page at a time. */
export function ScheduleResults({ state, search, onClearDate, favoritesOnly = false }: ResultsProps) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const first = useScheduleEvents(eventsQuery(state, search, 0), favoritesOnly);
  const total = first.data?.meta.total ?? 0;
  const shown = Math.min(total, pages * PAGE_SIZE);

  if (first.error) return <ErrorState message={t('events.loadFailed')} onRetry={first.reload} />;
  if (!first.loading && total === 0) {
    return (
      <EmptyState
        action={
          state.date ? (
            <button type="button" className="button button--ghost button--small" onClick={onClearDate}>
              {t('schedule.allDays')}
            </button>
          ) : undefined
        }
      >
        {t(favoritesOnly ? `favorites.scheduleEmpty.${state.status}` : `schedule.empty.${state.status}`)}
      </EmptyState>
    );
  }

  const body = first.loading ? (
    <Placeholders state={state} />
  ) : (
    <>
      <Items events={first.data?.data ?? []} state={state} />
      {Array.from({ length: pages - 1 }, (_, i) => (
        <MoreItems key={i} state={state} search={search} offset={(i + 1) * PAGE_SIZE} favoritesOnly={favoritesOnly} />
      ))}
    </>
  );
  const caption = t(`schedule.${state.status}`);
  return (
    <div className="stack" aria-busy={first.loading}>
      {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 (the status buttons already show it). */}
      <h2 id="schedule-results" className="visually-hidden">
        {caption}
      </h2>
      {state.view === 'table' ? (
        <EventTable caption={caption}>{body}</EventTable>
      ) : (
        <ul className={state.layout === 'list' ? 'event-list' : 'event-grid'} aria-labelledby="schedule-results">
          {body}
        </ul>
      )}
      {first.data ? (
        <div className="schedule__more">
          <p className="muted" role="status">
            {t('schedule.count', { shown, total })}
          </p>
          {shown < total ? (
            <button type="button" className="button button--ghost" onClick={() => setPages((n) => n + 1)}>
              {t('schedule.loadMore')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
