import type { WatchingDevice } from '@ott/contracts/devices';
import { STREAM_CODES } from '@ott/contracts/stream-rules';
import { isApiError } from '@ott/client/api-error';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { dateTimeFormat } from '@ott/client/format';
import { toastRequestError } from '../../../components/ui/toast-request-error';
import { useTranslation } from '../../../lib/i18n-react';
import { startStream, stopStream, streamHeartbeat, watchingDevices } from '../api/stream-lease';
import { PlayerPanel } from './PlayerPanel';
import './stream-gate.css';

type GateState = { kind: 'starting' } | { kind: 'playing' } | { kind: 'limit'; watching: WatchingDevice[] | null } | { kind: 'stopped' };

/**
 * A signed-in viewer's player under the channel's stream limit: a lease is taken before the player mounts and renewed
 * by a heartbeat every 30 s. Past the limit, the devices watching are listed, each with 'Stop watching there'; a
 * player stopped from another device stops at its next heartbeat and says so. Any other failure lets the player play.
 */
export function StreamGate({ eventId, poster, children }: { eventId: number; poster: string | null; children: ReactNode }) {
  const [state, setState] = useState<GateState>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ kind: 'starting' });
    setAttempt((value) => value + 1);
  }, []);

  useEffect(() => {
    let gone = false;
    let leaseId: number | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    startStream(eventId).then(
      (lease) => {
        if (gone) return void stopStream(lease.id).catch(() => undefined);
        leaseId = lease.id;
        setState({ kind: 'playing' });
        timer = setInterval(() => {
          streamHeartbeat(lease.id).catch((error: unknown) => {
            if (gone || !isApiError(error) || error.code !== STREAM_CODES.stopped) return;
            leaseId = null;
            clearInterval(timer);
            setState({ kind: 'stopped' });
          });
        }, lease.heartbeat_seconds * 1000);
      },
      (error: unknown) => {
        if (gone) return;
        if (!isApiError(error) || error.code !== STREAM_CODES.limitReached) return setState({ kind: 'playing' });
        setState({ kind: 'limit', watching: null });
        watchingDevices().then(
          (watching) => !gone && setState({ kind: 'limit', watching }),
          () => !gone && setState({ kind: 'limit', watching: [] }),
        );
      },
    );
    return () => {
      gone = true;
      clearInterval(timer);
      if (leaseId !== null) void stopStream(leaseId).catch(() => undefined);
    };
  }, [eventId, attempt]);

  switch (state.kind) {
    case 'playing':
      return <>{children}</>;
    case 'starting':
      return <PlayerPanel poster={poster}>{null}</PlayerPanel>;
    case 'stopped':
      return <StoppedHere poster={poster} onWatchHere={retry} />;
    case 'limit':
      return <OverLimit poster={poster} watching={state.watching} onFreed={retry} />;
  }
}

function StoppedHere({ poster, onWatchHere }: { poster: string | null; onWatchHere: () => void }) {
  const { t } = useTranslation();
  return (
    <PlayerPanel poster={poster}>
      <p className="player-panel__message" role="status">
        {t('watch.streamLimit.stopped')}
      </p>
      <button type="button" className="button button--primary" onClick={onWatchHere}>
        {t('watch.streamLimit.watchHere')}
      </button>
    </PlayerPanel>
  );
}

/** Over the limit: who is watching what, since when, and a way to free a slot. */
function OverLimit({ poster, watching, onFreed }: { poster: string | null; watching: WatchingDevice[] | null; onFreed: () => void }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const time = (iso: string) => dateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso));
  const others = (watching ?? []).filter((device) => !device.current);
  const stop = async (device: WatchingDevice) => {
    setBusy(device.lease_id);
    try {
      await stopStream(device.lease_id);
      onFreed();
    } catch (error) {
      setBusy(null);
      toastRequestError(error, t);
    }
  };
  return (
    <PlayerPanel poster={poster}>
      <div className="stream-limit" role="alert">
        <h2 className="player-panel__message">{t('watch.streamLimit.title')}</h2>
        <p>{t('watch.streamLimit.text', { count: others.length || 1 })}</p>
        {watching === null ? (
          <p role="status">{t('watch.streamLimit.loading')}</p>
        ) : (
          <ul className="stream-limit__list" aria-label={t('watch.streamLimit.watching')}>
            {others.map((device) => {
              const name = device.label || t('profile.devices.unknown');
              return (
                <li key={device.lease_id} className="stream-limit__device">
                  <span>
                    <strong>{name}</strong> · {device.event_title} · {t('watch.streamLimit.since', { time: time(device.since) })}
                  </span>
                  <button type="button" className="button button--small button--primary" aria-label={t('watch.streamLimit.stopNamed', { name })} disabled={busy !== null} aria-busy={busy === device.lease_id} onClick={() => void stop(device)}>
                    {t('watch.streamLimit.stop')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </PlayerPanel>
  );
}
