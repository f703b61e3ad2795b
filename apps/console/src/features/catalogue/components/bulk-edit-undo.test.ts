import { describe, expect, it } from 'vitest';
import { undoEdits } from './bulk-edit-undo';

const before = (id: number, values: Partial<{ pricing_type: 'free' | 'paid' | 'ppv' | 'register'; price: number | null; passes_only: boolean; visibility: 'public' | 'hidden'; event_category_id: number | null }>) => ({
  id,
  pricing_type: 'free' as const,
  price: null,
  passes_only: false,
  visibility: 'public' as const,
  event_category_id: 1,
  ...values,
});

describe('undoEdits', () => {
  it('shifts back all events and restores each group of previous values', () => {
    const result = {
      updated: [1, 2, 3],
      refused: [],
      previous: [before(1, { pricing_type: 'ppv', price: 999 }), before(2, { pricing_type: 'paid', passes_only: true }), before(3, { pricing_type: 'ppv', price: 999 })],
    };
    expect(undoEdits({ pricing_type: 'free', shift_minutes: 90 }, result)).toEqual([
      { ids: [1, 2, 3], changes: { shift_minutes: -90 } },
      { ids: [1, 3], changes: { pricing_type: 'ppv', price: 999 } },
      { ids: [2], changes: { pricing_type: 'paid', price: null } },
    ]);
  });

  it('restores only the fields that changed', () => {
    const result = { updated: [4, 5], refused: [], previous: [before(4, { visibility: 'hidden', event_category_id: null }), before(5, {})] };
    expect(undoEdits({ visibility: 'public' }, result)).toEqual([
      { ids: [4], changes: { visibility: 'hidden' } },
      { ids: [5], changes: { visibility: 'public' } },
    ]);
    expect(undoEdits({ event_category_id: 7 }, result)).toEqual([
      { ids: [4], changes: { event_category_id: null } },
      { ids: [5], changes: { event_category_id: 1 } },
    ]);
  });
});
