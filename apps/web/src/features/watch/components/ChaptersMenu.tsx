import { useTranslation } from '../../../lib/i18n-react';
import { markerClock } from '../player/markers';
import type { ChaptersState } from '../player/use-chapters';
import { PlayerMenu } from './PlayerMenu';

const BEFORE_FIRST = '';

/** The replay's moments: shows the one playing, and choosing another jumps there (arrow keys go moment to moment). */
export function ChaptersMenu({ chapters }: { chapters: ChaptersState }) {
  const { t } = useTranslation();
  if (chapters.markers.length === 0) return null;
  const label = t('watch.player.chapters');
  const jump = (value: string) => {
    const marker = chapters.markers[Number(value)];
    if (value !== BEFORE_FIRST && marker) chapters.jump(marker);
  };
  return (
    <PlayerMenu className="player__chapters" label={label} value={chapters.current < 0 ? BEFORE_FIRST : chapters.current} onChange={jump}>
      {chapters.current < 0 ? (
        <option value={BEFORE_FIRST} hidden>
          {label}
        </option>
      ) : null}
      {chapters.markers.map((marker, index) => (
        <option key={`${index}-${marker.seconds}`} value={index}>
          {t('watch.player.chapterOption', { name: marker.name, time: markerClock(marker.seconds) })}
        </option>
      ))}
    </PlayerMenu>
  );
}
