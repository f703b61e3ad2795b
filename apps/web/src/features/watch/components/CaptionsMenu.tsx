import { useTranslation } from '../../../lib/i18n-react';
import { CAPTIONS_OFF } from '../player/captions';
import type { CaptionsState } from '../player/use-captions';
import { PlayerMenu } from './PlayerMenu';

/** Turns captions off or picks their language; shown only for a video that has captions. */
export function CaptionsMenu({ captions }: { captions: CaptionsState }) {
  const { t } = useTranslation();
  if (captions.tracks.length === 0) return null;
  return (
    <PlayerMenu className="player__captions" label={t('watch.player.captions')} value={captions.language} onChange={captions.choose}>
      <option value={CAPTIONS_OFF}>{t('watch.player.captionsOff')}</option>
      {captions.tracks.map((track) => (
        <option key={track.language} value={track.language}>
          {track.label}
        </option>
      ))}
    </PlayerMenu>
  );
}
