import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useUser } from '../../../lib/session';
import type { PlaybackPlan } from '../model/playback';
import type { PlaybackRequest } from '../player/use-playback-session';
import { AccessGate } from './AccessGate';
import { LiveOrSlate, OffAirSlate } from './LiveOrSlate';
import { Player } from './Player';
import { PlayerPanel } from './PlayerPanel';
import { StreamGate } from './StreamGate';
import { START_RECHECK_MS, UpcomingNotice } from './UpcomingNotice';

interface PlanViewProps {
  plan: PlaybackPlan;
  title: string;
  /** Everything the player needs besides the URL. */
  playback: Omit<PlaybackRequest, 'url' | 'live'>;
  singleEventPackageId?: number | null;
  embeddedFrom?: string;
  /** Fetch the content again (fresh URL, new access, live status). */
  refresh(): void;
  /** The live's encoder dropped: its stream goes on with the channel's slate, and the player says why. */
  slateShown?: boolean;
}

/** The player area for one piece of content: the player, or what stands in its place. */
export function PlanView({ plan, title, playback, singleEventPackageId, embeddedFrom, refresh, slateShown = false }: PlanViewProps): ReactNode {
  const { t } = useTranslation();
  const signedIn = Boolean(useUser());
  // A retry mounts a new player, whether or not the refreshed URL differs.
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    refresh();
    setAttempt((value) => value + 1);
  };
  switch (plan.kind) {
    case 'stream': {
      const player = (onStreamFailed?: () => void) => (
        <Player
          key={attempt}
          {...playback}
          url={plan.url}
          live={plan.live}
          poster={plan.poster}
          textTracks={plan.textTracks}
          markers={plan.markers}
          title={title}
          onRetry={retry}
          onStreamFailed={onStreamFailed}
          slateShown={plan.live && slateShown}
        />
      );
      const stage = plan.live && plan.slate ? <LiveOrSlate liveUrl={plan.url} slate={plan.slate} poster={plan.poster} refresh={refresh} renderLive={player} /> : player();
      // A signed-in viewer's event plays under the channel's stream limit (docs/decisions/0084).
      return signedIn && playback.subject.scope === 'event' ? (
        <StreamGate eventId={playback.subject.id} poster={plan.poster}>
          {stage}
        </StreamGate>
      ) : (
        stage
      );
    }
    case 'offAir':
      return <OffAirRecheck slate={plan.slate} poster={plan.poster} refresh={refresh} />;
    case 'embed':
      return <iframe className="player-embed" src={plan.url} title={title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />;
    case 'locked':
      return (
        <AccessGate
          reason={plan.reason}
          poster={plan.poster}
          singleEventPackageId={singleEventPackageId}
          eventId={playback.subject.scope === 'event' ? playback.subject.id : undefined}
          embeddedFrom={embeddedFrom}
          onRetry={refresh}
        />
      );
    case 'upcoming':
      return <UpcomingNotice startsAt={plan.startsAt} poster={plan.poster} slate={plan.slate} onRecheck={refresh} />;
    case 'none':
      return (
        <PlayerPanel poster={plan.poster}>
          <p className="player-panel__message">{t('watch.noVideo')}</p>
        </PlayerPanel>
      );
  }
}

/** Live, with a feed that cannot play yet: the slate, and a fresh look at the event now and then. */
function OffAirRecheck({ slate, poster, refresh }: { slate: string; poster: string | null; refresh(): void }) {
  useEffect(() => {
    const timer = setInterval(refresh, START_RECHECK_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return <OffAirSlate slate={slate} poster={poster} />;
}
