import { useTranslation } from '../../../lib/i18n-react';
import { PLAYBACK_RATES, rateLabel, type PlaybackSpeed } from '../player/playback-speed';
import { PlayerMenu } from './PlayerMenu';

/** Plays a replay slower or faster, from 0.5× to 2×. */
export function SpeedMenu({ speed }: { speed: PlaybackSpeed }) {
  const { t, i18n } = useTranslation();
  return (
    <PlayerMenu className="player__speed" label={t('watch.player.speed')} value={speed.rate} onChange={(value) => speed.choose(Number(value))}>
      {PLAYBACK_RATES.map((rate) => (
        <option key={rate} value={rate}>
          {rateLabel(rate, i18n.language)}
        </option>
      ))}
    </PlayerMenu>
  );
}
