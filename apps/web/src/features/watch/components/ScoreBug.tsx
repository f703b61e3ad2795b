import type { Event } from '@ott/contracts/events';
import { clockSeconds, formatClock, periodLabel, scoreAt } from '@ott/contracts/score-format';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { teamNames } from '../../../components/score/team-names';
import { useTranslation } from '../../../lib/i18n-react';
import { useLiveScore } from '../../../lib/use-live-state';
import { useScoreTimeline } from '../api/score-timeline';
import '../../../components/score/score.css';

interface Shown {
  home: number;
  away: number;
  period: number;
  clock: string | null;
}

/** Ticks every second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** The current time of the stage's video (the replay), read twice a second; null before one plays. */
function useVideoTime(anchor: RefObject<HTMLElement | null>, enabled: boolean): number | null {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      const video = anchor.current?.parentElement?.querySelector('video');
      setSeconds(video ? video.currentTime : null);
    }, 500);
    return () => clearInterval(timer);
  }, [anchor, enabled]);
  return seconds;
}

/**
 * The score over the player (docs/decisions/0082-live-score.md). Live: the score the live-state stream last told
 * (`event: score`), with the period and a running clock. Replay: the score at the video's current time, from the
 * event's score timeline. Nothing when no score was kept.
 */
export function ScoreBug({ event }: { event: Event }) {
  const { t, i18n } = useTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  const live = event.stream_status === 'live';
  const replay = event.stream_status === 'vod' && event.score !== undefined;
  const score = useLiveScore(event.id, event.score, live);
  const timeline = useScoreTimeline(replay ? event.id : null);
  const videoTime = useVideoTime(anchor, replay);
  const now = useNow(live && Boolean(score?.clock.running));

  let shown: Shown | null = null;
  if (live && score) shown = { home: score.home, away: score.away, period: score.period, clock: formatClock(clockSeconds(score.clock, now)) };
  else if (replay && timeline.data && timeline.data.changes.length > 0) shown = { ...scoreAt(timeline.data.changes, videoTime ?? 0), clock: null };
  const regulation = score?.regulation_periods ?? timeline.data?.score?.regulation_periods ?? 3;
  const teams = teamNames(event, t);
  const period = shown ? periodLabel(shown.period, regulation, i18n.language === 'fr' ? 'fr' : 'en') : '';
  return (
    <div ref={anchor} className="score-bug-anchor">
      {shown ? (
        <div className="score-bug" role="status" aria-label={t('score.label', { homeTeam: teams.home, home: shown.home, awayTeam: teams.away, away: shown.away, period })} data-testid="score-bug">
          <span className="score-bug__team">{teams.home}</span>
          <span className="score-bug__points">
            {shown.home}–{shown.away}
          </span>
          <span className="score-bug__team">{teams.away}</span>
          <span className="score-bug__meta">
            {period}
            {shown.clock ? ` · ${shown.clock}` : ''}
          </span>
        </div>
      ) : null}
    </div>
  );
}
