import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/events';
import { viewLabels } from './view-labels';

describe('what viewing reports say an event is about', () => {
  it('names the league by the event’s group (its conference), not by its division, which the category already gives', () => {
    const event = makeEvent({
      category: { id: 5, name: 'Division I', alias: 'soccer-division-i', parent_id: 1 },
      sport: 'Soccer',
      gender: 'women',
      division: 'Division I',
      group: 'Atlantic Conference',
      participant_group: { id: 3, name: 'North University', alias: 'north' },
    });
    expect(viewLabels(event)).toEqual({ category: 'Division I', sport: 'Soccer', gender: 'women', school: 'North University', league: 'Atlantic Conference' });
  });

  it('leaves the league empty for an event in no group', () => {
    expect(viewLabels(makeEvent({ division: 'Division II', group: null })).league).toBeNull();
  });
});
