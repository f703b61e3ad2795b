import type { Event } from '@ott/contracts/events';
import type { ScoreStateMessage } from '@ott/contracts/live-ingest';
import { periodLabel } from '@ott/contracts/score-format';
import { useTranslation } from '../../lib/i18n-react';
import { teamNames } from './team-names';

/** What ScoreBadge shows once there is a score: '2–1 · 3rd', read out with the teams' names. */
export function ScoreBadgeView({ event, score }: { event: Pick<Event, 'participants'>; score: ScoreStateMessage }) {
  const { t, i18n } = useTranslation();
  const period = periodLabel(score.period, score.regulation_periods, i18n.language === 'fr' ? 'fr' : 'en');
  const teams = teamNames(event, t);
  return (
    <span className="badge score-badge" role="img" aria-label={t('score.label', { homeTeam: teams.home, home: score.home, awayTeam: teams.away, away: score.away, period })}>
      {t('score.card', { home: score.home, away: score.away, period })}
    </span>
  );
}
