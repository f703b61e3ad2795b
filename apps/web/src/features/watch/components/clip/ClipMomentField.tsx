import type { EventMarker } from '@ott/contracts/events';
import { formatClipTime } from '../../../../components/clips/clip-time';
import { useTranslation } from '../../../../lib/i18n-react';
import { markerClock } from '../../player/markers';

interface ClipMomentFieldProps {
  id: string;
  /** The replay's markers, earliest first. */
  markers: readonly EventMarker[];
  /** The start field's text: the moment it matches shows as chosen. */
  start: string;
  onChoose(marker: EventMarker): void;
}

const NONE = '';

/** The replay's named moments as start points: choosing one sets the clip's start there. */
export function ClipMomentField({ id, markers, start, onChoose }: ClipMomentFieldProps) {
  const { t } = useTranslation();
  const chosen = markers.findIndex((marker) => formatClipTime(Math.floor(marker.seconds)) === start);
  return (
    <div className="form-field clip-panel__moments">
      <label htmlFor={id} className="form-field__label">
        {t('clips.panel.moments')}
      </label>
      <select
        id={id}
        name={id}
        className="input form-field__control"
        value={chosen < 0 ? NONE : chosen}
        onChange={(event) => {
          const marker = markers[Number(event.target.value)];
          if (event.target.value !== NONE && marker) onChoose(marker);
        }}
      >
        <option value={NONE}>{t('clips.panel.momentsPick')}</option>
        {markers.map((marker, index) => (
          <option key={`${index}-${marker.seconds}`} value={index}>
            {t('watch.player.chapterOption', { name: marker.name, time: markerClock(marker.seconds) })}
          </option>
        ))}
      </select>
    </div>
  );
}
