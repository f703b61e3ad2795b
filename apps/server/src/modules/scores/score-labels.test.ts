import { describe, expect, it } from 'vitest';
import { changeLabel } from './score-labels';

describe('score change labels', () => {
  it('names a goal, a score and a period in the channel language', () => {
    expect(changeLabel('en', 'Hockey', 'Hawks', 'home', { home: 1, away: 0, period: 1 })).toBe('Goal – Hawks');
    expect(changeLabel('fr', 'Hockey', 'Faucons', 'away', { home: 1, away: 1, period: 1 })).toBe('But – Faucons');
    expect(changeLabel('en', 'Basketball', 'Owls', 'away', { home: 10, away: 12, period: 2 })).toBe('Score – Owls 10–12');
    expect(changeLabel('fr', 'Basketball', null, 'home', { home: 3, away: 2, period: 2 })).toBe('Pointage – Locaux 3–2');
    expect(changeLabel('en', 'Hockey', null, 'period', { home: 0, away: 0, period: 2 })).toBe('Period 2');
    expect(changeLabel('fr', 'Hockey', null, 'period', { home: 0, away: 0, period: 2 })).toBe('Période 2');
  });
});
