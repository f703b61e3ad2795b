import { useTranslation } from '../../../lib/i18n-react';
import { levelLabel, qualityChoices } from '../player/quality';
import { AUTO_LEVEL } from '../player/stream-engine';
import type { PlaybackState } from '../player/use-playback-session';
import { PlayerMenu } from './PlayerMenu';

/** Picks a rendition of the ladder, or lets the player adapt ("Auto (720p)" shows what plays). */
export function QualityMenu({ playback }: { playback: Pick<PlaybackState, 'levels' | 'playingLevel' | 'chosenLevel' | 'chooseLevel'> }) {
  const { t } = useTranslation();
  const choices = qualityChoices(playback.levels);
  if (choices.length < 2) return null;
  const playing = playback.playingLevel === null ? null : levelLabel(playback.levels, playback.playingLevel);
  return (
    <PlayerMenu className="player__quality" label={t('watch.player.quality')} value={playback.chosenLevel} onChange={(value) => playback.chooseLevel(Number(value))}>
      <option value={AUTO_LEVEL}>{playing ? t('watch.player.autoPlaying', { quality: playing }) : t('watch.player.auto')}</option>
      {choices.map((choice) => (
        <option key={choice.index} value={choice.index}>
          {choice.label}
        </option>
      ))}
    </PlayerMenu>
  );
}
