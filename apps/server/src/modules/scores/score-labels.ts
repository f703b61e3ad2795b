import { type ScoreChangeKind, periodLabel, regulationPeriodsOf, scoreWordOf } from '@ott/contracts/scores';
import type { Language } from '@ott/contracts';

const WORDS = {
  en: { goal: 'Goal', score: 'Score', period: 'Period', home: 'Home', away: 'Away' },
  fr: { goal: 'But', score: 'Pointage', period: 'Période', home: 'Locaux', away: 'Visiteurs' },
} as const;

/**
 * A score change's name on the replay's markers, in the channel's language: 'Goal – Hawks' where a point is a goal,
 * else 'Score – Hawks 2–1' (home–away); 'Period 2', or 'OT' past regulation. Data shown to viewers, not an API message.
 */
export function changeLabel(language: Language, sport: string | null, team: string | null, kind: ScoreChangeKind, score: { home: number; away: number; period: number }): string {
  const words = WORDS[language];
  if (kind === 'period') {
    const regulation = regulationPeriodsOf(sport);
    return score.period > regulation ? periodLabel(score.period, regulation, language) : `${words.period} ${score.period}`;
  }
  const name = team ?? words[kind];
  return scoreWordOf(sport) === 'goal' ? `${words.goal} – ${name}` : `${words.score} – ${name} ${score.home}–${score.away}`;
}
