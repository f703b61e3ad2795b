import { describe, expect, it } from 'vitest';
import { apiFilters, pageFilters, queryKey } from './event-filters';

describe('event filters in the URL', () => {
  it('keeps the known filters of a page query, dropping blanks and unknown names', () => {
    const search = new URLSearchParams('participant=northfield-huskies&participant_group=&sport=hockey&utm=x&gender=women');
    expect(pageFilters(search)).toEqual({ participant: 'northfield-huskies', sport: 'hockey', gender: 'women' });
  });

  it('maps page names to the API: teams and schools by alias or name, categories as sport', () => {
    expect(apiFilters({ participant: 'northfield', participant_group: 'eastport', category: 'basketball', category_id: '4', location: '2' })).toEqual({
      team: 'northfield',
      school: 'eastport',
      sport: 'basketball',
      event_category_id: '4',
      location: '2',
    });
  });

  it('gives the same cache key whatever the parameter order', () => {
    expect(queryKey('events', { a: '1', b: 2 })).toBe(queryKey('events', { b: 2, a: '1' }));
    expect(queryKey('events', { a: '1' })).not.toBe(queryKey('events', { a: '2' }));
  });
});
