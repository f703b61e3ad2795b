import type { ReactNode } from 'react';

/** The player's 16:9 area when there is nothing to play (yet): the poster, dimmed, with a message over it. */
export function PlayerPanel({ poster, children }: { poster: string | null; children: ReactNode }) {
  return (
    <div className="player-panel">
      {poster ? <img className="player-panel__poster" src={poster} alt="" /> : null}
      <div className="player-panel__content">{children}</div>
    </div>
  );
}
