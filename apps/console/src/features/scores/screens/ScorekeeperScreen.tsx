import type { AdminScoreAction } from '@ott/contracts/scores';
import { formatClock } from '@ott/contracts/scores';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useConsoleChannel } from '../../../lib/console-channel';
import { scoreQuery, useScoreAction } from '../api';
import { ScoreBoard } from '../components/ScoreBoard';
import '../scores.css';

/** mm:ss (or plain seconds) → seconds; null when it is not a time. */
export function parseClock(text: string): number | null {
  const match = /^\s*(?:(\d{1,3}):)?(\d{1,5})\s*$/.exec(text);
  if (!match) return null;
  const minutes = match[1] === undefined ? 0 : Number(match[1]);
  const seconds = Number(match[2]);
  if (match[1] !== undefined && seconds >= 60) return null;
  return minutes * 60 + seconds;
}

/**
 * The scorekeeper's screen for one event (phone-sized): big +1 buttons, corrections, next period, the clock, and undo
 * of the last change. Each tap reaches viewers within a second (the live-state stream).
 */
export function ScorekeeperScreen() {
  const { t } = useTranslation('scores');
  const channel = useConsoleChannel();
  const eventId = Number(useParams().eventId);
  const query = useQuery(scoreQuery(channel.key, eventId));
  const action = useScoreAction(channel.key, eventId);
  const [clockText, setClockText] = useState('');
  const [clockError, setClockError] = useState<string | null>(null);

  if (query.isPending)
    return (
      <p role="status" className="muted">
        {t('common.loading')}
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="notice notice--warning">
        <p>{t('common.loadFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );

  const { score, event_name: eventName, recent } = query.data;
  const homeName = query.data.home_name ?? t('keeper.home');
  const awayName = query.data.away_name ?? t('keeper.away');
  const send = (body: AdminScoreAction) => action.mutate(body);
  const busy = action.isPending;
  const setClock = (submitted: FormEvent) => {
    submitted.preventDefault();
    const seconds = parseClock(clockText);
    if (seconds === null) return setClockError(t('keeper.clockInvalid'));
    setClockError(null);
    setClockText('');
    send({ action: 'clock_set', seconds });
  };

  return (
    <div className="scorekeeper">
      <PageHeader title={eventName} description={t('keeper.description')} />
      <ScoreBoard score={score} homeName={homeName} awayName={awayName} />
      <p role="status" className="visually-hidden">
        {t('keeper.announce', { home: homeName, away: awayName, homeScore: score.home, awayScore: score.away })}
      </p>
      {action.isError ? (
        <p role="alert" className="notice notice--warning">
          {action.error.message}
        </p>
      ) : null}

      <div className="scorekeeper__points">
        <button type="button" className="button button--primary scorekeeper__big" disabled={busy} onClick={() => send({ action: 'home', delta: 1 })}>
          {t('keeper.plusOne', { team: homeName })}
        </button>
        <button type="button" className="button button--primary scorekeeper__big" disabled={busy} onClick={() => send({ action: 'away', delta: 1 })}>
          {t('keeper.plusOne', { team: awayName })}
        </button>
        <button type="button" className="button button--secondary" disabled={busy || score.home === 0} onClick={() => send({ action: 'home', delta: -1 })}>
          {t('keeper.minusOne', { team: homeName })}
        </button>
        <button type="button" className="button button--secondary" disabled={busy || score.away === 0} onClick={() => send({ action: 'away', delta: -1 })}>
          {t('keeper.minusOne', { team: awayName })}
        </button>
      </div>

      <div className="scorekeeper__game">
        <button type="button" className="button button--secondary scorekeeper__big" disabled={busy} onClick={() => send({ action: score.clock.running ? 'clock_stop' : 'clock_start' })}>
          {t(score.clock.running ? 'keeper.clockStop' : 'keeper.clockStart')}
        </button>
        <button type="button" className="button button--secondary scorekeeper__big" disabled={busy} onClick={() => send({ action: 'next_period' })}>
          {t('keeper.nextPeriod')}
        </button>
        <button type="button" className="button button--secondary scorekeeper__big" disabled={busy || recent.length === 0} onClick={() => send({ action: 'undo' })}>
          {recent[0] ? t('keeper.undoWhat', { label: recent[0].label }) : t('keeper.undo')}
        </button>
      </div>

      <form className="scorekeeper__clock-form" onSubmit={setClock} noValidate>
        <label htmlFor="scorekeeper-clock">{t('keeper.clockSet')}</label>
        <div className="scorekeeper__clock-row">
          <input
            id="scorekeeper-clock"
            inputMode="numeric"
            placeholder="12:00"
            value={clockText}
            onChange={(changed) => setClockText(changed.target.value)}
            aria-invalid={clockError ? true : undefined}
            aria-describedby={clockError ? 'scorekeeper-clock-error' : undefined}
          />
          <button type="submit" className="button button--secondary" disabled={busy}>
            {t('keeper.clockSetButton')}
          </button>
        </div>
        {clockError ? (
          <p id="scorekeeper-clock-error" className="field__error">
            {clockError}
          </p>
        ) : null}
      </form>

      <section aria-labelledby="scorekeeper-recent">
        <h2 id="scorekeeper-recent" className="scorekeeper__heading">
          {t('keeper.recent')}
        </h2>
        {recent.length === 0 ? (
          <p className="muted">{t('keeper.noChanges')}</p>
        ) : (
          <ol className="scorekeeper__recent">
            {recent.map((change) => (
              <li key={change.id}>
                <span>{change.label}</span> <span className="muted">{t('keeper.changeAt', { home: change.home, away: change.away, time: formatClock(change.offset_s) })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
