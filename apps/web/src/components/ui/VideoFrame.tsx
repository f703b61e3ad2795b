import type { ReactNode } from 'react';

/** The 16:9 stage a player or preview sits in. */
export function VideoFrame({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="video-frame" role="region" aria-label={label}>
      {children ?? (
        <span className="video-frame__play" aria-hidden="true">
          ▶
        </span>
      )}
    </div>
  );
}
