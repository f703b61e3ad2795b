import { describe, expect, it } from 'vitest';
import { calendarRange, DAY_SECONDS, eventsQuery, readScheduleState, statusForPath, writeScheduleState } from './schedule-state';

describe('schedule state in the URL', () => {
  it('opens each alias on its own status', () => {
    expect(statusForPath('/live')).toBe('live');
    expect(statusForPath('/vod')).toBe('vod');
    expect(statusForPath('/upcoming')).toBe('upcoming');
    expect(statusForPath('/schedule')).toBe('upcoming');
    expect(statusForPath('/championships')).toBe('upcoming');
  });

  it('reads status, layout, view and day, ignoring invalid values', () => {
    expect(readScheduleState(new URLSearchParams('type=vod&layout=list&view=table&date=2026-11-22'), 'upcoming')).toEqual({
      status: 'vod',
      layout: 'list',
      view: 'table',
      date: '2026-11-22',
    });
    expect(readScheduleState(new URLSearchParams('type=soon&layout=x&view=y&date=22/11/2026'), 'live')).toEqual({ status: 'live', layout: 'grid', view: 'card', date: null });
  });

  it('writes only what differs from the defaults, keeping other filters', () => {
    const search = new URLSearchParams('sport=hockey');
    const next = writeScheduleState(search, { status: 'live', view: 'table' }, 'upcoming');
    expect(next.toString()).toBe('sport=hockey&type=live&view=table');
    const back = writeScheduleState(next, { status: 'upcoming', view: 'card', date: '2026-11-22' }, 'upcoming');
    expect(back.toString()).toBe('sport=hockey&date=2026-11-22');
    expect(readScheduleState(back, 'upcoming')).toMatchObject({ status: 'upcoming', view: 'card', date: '2026-11-22' });
  });

  it('spec rule: the calendar range starts at the chosen day and ends 86400 seconds later', () => {
    const { start_date, end_date } = calendarRange('2026-11-22');
    expect(start_date).toBe(new Date(2026, 10, 22).getTime() / 1000);
    expect(end_date - start_date).toBe(DAY_SECONDS);
    expect(DAY_SECONDS).toBe(86_400);
  });

  it('builds the events query from the state, the page filters and the page offset', () => {
    const search = new URLSearchParams('participant=northfield&date=2026-11-22');
    const state = readScheduleState(search, 'upcoming');
    expect(eventsQuery(state, search, 24)).toEqual({ team: 'northfield', stream_status: 'upcoming', ...calendarRange('2026-11-22'), limit: 24, offset: 24 });
  });
});
