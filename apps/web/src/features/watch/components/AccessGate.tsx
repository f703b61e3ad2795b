import type { MediaUnavailableReason } from '@ott/contracts/events';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n-react';
import { useUser } from '../../../lib/session';
import { gateFor, gateListsPasses } from '../model/access-gate';
import { GatePasses } from './GatePasses';
import { PlayerPanel } from './PlayerPanel';

/** While the video is being prepared, look again this often. */
export const PROCESSING_RECHECK_MS = 15_000;

interface AccessGateProps {
  reason: MediaUnavailableReason;
  poster: string | null;
  singleEventPackageId?: number | null;
  /** The event behind the gate: the passes and subscriptions that open it are listed under 'Get access'. */
  eventId?: number;
  /** Inside another site's iframe: links open the full site, on the watch page. */
  embeddedFrom?: string;
  onRetry(): void;
}

/** Why the viewer cannot play this, and what to do about it. */
export function AccessGate({ reason, poster, singleEventPackageId, eventId, embeddedFrom, onRetry }: AccessGateProps) {
  const { t } = useTranslation();
  const user = useUser();
  const gate = gateFor(reason, { loggedIn: user !== null, singleEventPackageId });

  useEffect(() => {
    if (!gate.retry) return;
    const timer = setInterval(onRetry, PROCESSING_RECHECK_MS);
    return () => clearInterval(timer);
  }, [gate.retry, onRetry]);

  // In an iframe, log in or buy on the site itself, from the full watch page it returns to afterwards.
  const actions = embeddedFrom && gate.actions.length > 0 ? [{ label: 'watch.gate.openSite', to: embeddedFrom, primary: true }] : gate.actions;
  return (
    <PlayerPanel poster={poster}>
      <p className="player-panel__message" role="status">
        {t(gate.message)}
      </p>
      <div className="player-panel__actions">
        {actions.map((action) => {
          const className = `button ${action.primary ? 'button--primary' : 'button--glass'}`;
          return embeddedFrom ? (
            <a key={action.to} className={className} href={action.to} target="_top">
              {t(action.label)}
            </a>
          ) : (
            <Link key={action.label} className={className} to={action.to}>
              {t(action.label)}
            </Link>
          );
        })}
        {gate.retry ? (
          <button type="button" className="button button--glass" onClick={onRetry}>
            {t('watch.retry')}
          </button>
        ) : null}
      </div>
      {!embeddedFrom && eventId !== undefined && gateListsPasses(reason, { loggedIn: user !== null, singleEventPackageId }) ? <GatePasses eventId={eventId} /> : null}
    </PlayerPanel>
  );
}
