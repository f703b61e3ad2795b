import { useTranslation } from '../../../lib/i18n-react';
import { SEEK_STEP_SECONDS } from '../player/keyboard';
import { behindLabel } from '../player/live-edge';
import type { PlaybackSpeed } from '../player/playback-speed';
import type { CaptionsState } from '../player/use-captions';
import type { ChaptersState } from '../player/use-chapters';
import type { PlaybackState } from '../player/use-playback-session';
import { CaptionsMenu } from './CaptionsMenu';
import { ChaptersMenu } from './ChaptersMenu';
import { MarkerTicks } from './MarkerTicks';
import { QualityMenu } from './QualityMenu';
import { SpeedMenu } from './SpeedMenu';

interface PlayerControlBarProps {
  live: boolean;
  /** While the preroll plays: no seeking and no quality, speed or captions choice. */
  advert: boolean;
  playback: PlaybackState;
  captions: CaptionsState;
  /** A replay's named moments: ticks on the seek bar and a menu (none during the ad). */
  chapters: ChaptersState;
  speed: PlaybackSpeed;
  /** A live viewer's whole seconds behind live (paused or rewound); null at live. */
  behindLive?: number | null;
}

const SEEK_OFFSET = String(SEEK_STEP_SECONDS);

export function PlayerControlBar({ live, advert, playback, captions, chapters, speed, behindLive = null }: PlayerControlBarProps) {
  const { t } = useTranslation();
  return (
    <media-control-bar className="player__bar">
      <media-play-button />
      {advert ? null : <media-seek-backward-button seekoffset={SEEK_OFFSET} />}
      {advert ? null : <media-seek-forward-button seekoffset={SEEK_OFFSET} />}
      <media-mute-button />
      <media-volume-range />
      {live && !advert ? (
        <media-live-button className="player__live">
          <span slot="text">{t('watch.player.live')}</span>
        </media-live-button>
      ) : null}
      {advert ? <span className="player__spacer" /> : chapters.markers.length > 0 ? <SeekBarWithMarkers chapters={chapters} /> : <media-time-range />}
      {live ? <BehindLive seconds={advert ? null : behindLive} /> : <media-time-display showduration="" />}
      {advert ? null : <ChaptersMenu chapters={chapters} />}
      {advert ? null : <CaptionsMenu captions={captions} />}
      {advert || live ? null : <SpeedMenu speed={speed} />}
      {advert ? null : <QualityMenu playback={playback} />}
      <media-pip-button />
      <media-fullscreen-button />
    </media-control-bar>
  );
}

/** The seek bar with the replay's moments ticked over it, in step with its track. */
function SeekBarWithMarkers({ chapters }: { chapters: ChaptersState }) {
  return (
    <span className="player__timeline">
      <media-time-range />
      <MarkerTicks chapters={chapters} />
    </span>
  );
}

/** How far behind live the viewer is, as "-m:ss"; nothing at live (the Live control says it). */
function BehindLive({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation();
  if (seconds === null) return null;
  const label = behindLabel(seconds);
  return (
    <span className="player__behind" data-testid="behind-live">
      <span aria-hidden="true">{label}</span>
      <span className="visually-hidden">{t('watch.live.behind', { time: label.slice(1) })}</span>
    </span>
  );
}
