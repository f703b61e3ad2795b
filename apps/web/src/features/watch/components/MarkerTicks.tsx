import { useTranslation } from '../../../lib/i18n-react';
import { markerClock, markerOffset } from '../player/markers';
import type { ChaptersState } from '../player/use-chapters';

/** The replay's moments as ticks on the seek bar, each a button that jumps there; none until the video's length is known. */
export function MarkerTicks({ chapters }: { chapters: ChaptersState }) {
  const { t } = useTranslation();
  const placed = chapters.markers.flatMap((marker, index) => {
    const offset = markerOffset(marker.seconds, chapters.duration);
    return offset === null ? [] : [{ marker, index, offset }];
  });
  if (placed.length === 0) return null;
  return (
    <span className="player__markers">
      {placed.map(({ marker, index, offset }) => {
        const name = t('watch.player.jumpTo', { name: marker.name, time: markerClock(marker.seconds) });
        return (
          <button
            key={`${index}-${marker.seconds}`}
            type="button"
            className="player__marker"
            style={{ left: `${(offset * 100).toFixed(3)}%` }}
            aria-label={name}
            title={name}
            onClick={() => chapters.jump(marker)}
          />
        );
      })}
    </span>
  );
}
