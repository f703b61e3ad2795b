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

  it('turns them into the list query: local days as instants, minutes as seconds', () => {
    const query = filtersToQuery({ state: 'queued', from: '2026-03-01', to: '2026-03-02', min: 1, max: 5 });
    expect(query.state).toBe('queued');
    expect(query.min_duration).toBe(60);
    expect(query.max_duration).toBe(300);
    expect(new Date(String(query.created_from)).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(String(query.created_to)).getTime()).toBe(new Date(2026, 2, 2, 23, 59, 59, 999).getTime());
    expect(filtersToQuery({})).toEqual({ state: undefined, used: undefined, created_from: undefined, created_to: undefined, min_duration: undefined, max_duration: undefined });
  });
});
