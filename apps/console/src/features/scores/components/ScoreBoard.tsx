import { type EventScore, clockSeconds, formatClock, periodLabel } from '@ott/contracts/scores';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The clock's seconds now, ticking each second while it runs. */
export function useClock(clock: EventScore['clock']): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!clock.running) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [clock.running]);
  return clockSeconds(clock, now);
}

/** The score as the scorekeeper sees it: both teams, the period and the clock. */
export function ScoreBoard({ score, homeName, awayName }: { score: EventScore; homeName: string; awayName: string }) {
  const { t, i18n } = useTranslation('scores');
  const seconds = useClock(score.clock);
  const period = periodLabel(score.period, score.regulation_periods, i18n.language === 'fr' ? 'fr' : 'en');
  return (
    <section className="scoreboard" aria-label={t('keeper.current')}>
      <div className="scoreboard__team">
        <span className="scoreboard__name">{homeName}</span>
        <span className="scoreboard__points" data-testid="home-score">
          {score.home}
        </span>
      </div>
      <div className="scoreboard__middle">
        <span className="scoreboard__period">{t('keeper.period', { period })}</span>
        <span className={`scoreboard__clock${score.clock.running ? ' scoreboard__clock--running' : ''}`} aria-label={t(score.clock.running ? 'keeper.clockRunning' : 'keeper.clockStopped', { time: formatClock(seconds) })}>
          {formatClock(seconds)}
        </span>
      </div>
      <div className="scoreboard__team">
        <span className="scoreboard__name">{awayName}</span>
        <span className="scoreboard__points" data-testid="away-score">
          {score.away}
        </span>
      </div>
    </section>
  );
}
