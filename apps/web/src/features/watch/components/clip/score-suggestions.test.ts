import type { ScoreChange } from '@ott/contracts/scores';
import { describe, expect, it } from 'vitest';
import { withScoreSuggestions } from './score-suggestions';

const change = (label: string, offset: number): ScoreChange => ({ id: 1, kind: 'home', delta: 1, home: 1, away: 0, period: 1, period_label: '1st', offset_s: offset, label, clip_start: Math.max(0, offset - 15), created_at: '2026-11-30T10:00:00.000Z' });

describe('score changes as clip starts', () => {
  it('adds each change a little before it, in place of its own marker, earliest first', () => {
    const markers = [
      { name: 'Kick-off', seconds: 0 },
      { name: 'Goal – Hawks', seconds: 2052 },
      { name: 'Half-time', seconds: 2700 },
    ];
    expect(withScoreSuggestions(markers, [change('Goal – Hawks', 2052), change('Goal – Owls', 3000)])).toEqual([
      { name: 'Kick-off', seconds: 0 },
      { name: 'Goal – Hawks', seconds: 2037 },
      { name: 'Half-time', seconds: 2700 },
      { name: 'Goal – Owls', seconds: 2985 },
    ]);
  });

  it('leaves the markers as they are without changes', () => {
    expect(withScoreSuggestions([{ name: 'Kick-off', seconds: 0 }], [])).toEqual([{ name: 'Kick-off', seconds: 0 }]);
  });
});
