import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToQuery, searchWithFilters } from './filters';

describe('library filters in the address', () => {
  it('reads the filters from the address and drops what is not a filter value', () => {
    const filters = filtersFromSearch(new URLSearchParams('state=ready&used=unused&from=2026-03-01&to=nope&min=2&max=-1&other=1'));
    expect(filters).toEqual({ state: 'ready', used: 'unused', from: '2026-03-01', min: 2 });
    expect(filtersFromSearch(new URLSearchParams('state=deleted'))).toEqual({});
  });

  it('writes them back, keeping other parameters and removing cleared filters', () => {
    const next = searchWithFilters(new URLSearchParams('state=failed&tab=2'), { used: 'used', max: 10 });
    expect(next.toString()).toBe('tab=2&used=used&max=10');
    expect(filtersFromSearch(next)).toEqual({ used: 'used', max: 10 });
  });

  it("turns them into the list query: the channel's days as instants, minutes as seconds", () => {
    const query = filtersToQuery({ state: 'queued', from: '2026-03-01', to: '2026-03-08', min: 1, max: 5 }, 'America/Chicago');
    expect(query.state).toBe('queued');
    expect(query.min_duration).toBe(60);
    expect(query.max_duration).toBe(300);
    expect(query.created_from).toBe('2026-03-01T06:00:00.000Z');
    // Mar 8, 2026 is 23 hours long in Chicago (summer time starts), so it ends at 05:00 UTC.
    expect(query.created_to).toBe('2026-03-09T04:59:59.999Z');
    expect(filtersToQuery({}, 'America/Chicago')).toEqual({ state: undefined, used: undefined, created_from: undefined, created_to: undefined, min_duration: undefined, max_duration: undefined });
  });
});
