import { useEffect, useState, type RefObject } from 'react';
import { liveEdgeOf } from './live-edge';
import { LIVE_EDGE_TOLERANCE_SECONDS } from './live-latency';

const POSITION_EVENTS = ['timeupdate', 'seeked'];

/**
 * Whether the viewer's picture has reached the slate the stream carries since its encoder dropped (`slateShown`):
 * at once for a viewer at live; for one behind live (rewound, or held back by a stall) once their position passes
 * where live stood when the drop was announced. Until then they still watch what came before it.
 */
export function useSlateReached(videoRef: RefObject<HTMLVideoElement | null>, slateShown: boolean): boolean {
  const [reached, setReached] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!slateShown || !video) {
      setReached(false);
      return;
    }
    const droppedAt = liveEdgeOf(video);
    const update = () => setReached(droppedAt === null || video.currentTime >= droppedAt - LIVE_EDGE_TOLERANCE_SECONDS);
    POSITION_EVENTS.forEach((type) => video.addEventListener(type, update));
    update();
    return () => POSITION_EVENTS.forEach((type) => video.removeEventListener(type, update));
  }, [videoRef, slateShown]);

  return slateShown && reached;
}
