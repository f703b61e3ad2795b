import type { RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { clockOf, useTimeLeft } from '../player/use-time-left';

/** media-chrome fades its overlays out while the viewer is idle; an ad stays labelled as one all along. */
const KEEP_SHOWN = { noautohide: '' };

/** Over a preroll: 'Ad', and how long until the programme starts. */
export function AdBadge({ videoRef }: { videoRef: RefObject<HTMLVideoElement | null> }) {
  const { t } = useTranslation();
  const left = useTimeLeft(videoRef);
  return (
    <span className="player__advert" {...KEEP_SHOWN}>
      <span>{t('watch.player.advert')}</span>
      {left === null ? null : <span className="player__advert-left">{t('watch.player.advertLeft', { time: clockOf(left) })}</span>}
    </span>
  );
}
