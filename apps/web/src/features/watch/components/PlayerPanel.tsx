import { type ReactNode, useState } from 'react';
import { SlateVideo } from './SlateVideo';

/**
 * The player's 16:9 area when there is nothing to play (yet): the poster, dimmed, with a message over it; or, while a
 * live feed is off air, the operator's slate looping with the message at its foot. A poster that does not load (not
 * made yet, removed) leaves the plain panel rather than the browser's broken-picture mark. The poster is the largest
 * thing the screen paints: it loads ahead of the page's other pictures.
 */
export function PlayerPanel({ poster, slate = null, children }: { poster: string | null; slate?: string | null; children: ReactNode }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className={slate ? 'player-panel player-panel--slate' : 'player-panel'}>
      {poster && poster !== failed ? <img className="player-panel__poster" src={poster} alt="" fetchPriority="high" onError={() => setFailed(poster)} /> : null}
      {slate ? <SlateVideo url={slate} /> : null}
      <div className="player-panel__content">{children}</div>
    </div>
  );
}
