import { useLayoutEffect, useRef, type RefObject } from 'react';
import { OPENING_VIDEO_CLASS } from './opening-page';
import { claimOpeningPreroll } from './opening-preroll';
import { claimEarlyVideo } from './stream-engine';

interface PlayerVideoOptions {
  url: string;
  poster: string | null;
  /** What is playing, for screen readers. */
  title: string;
}

/**
 * The player's <video>, in media-chrome's media slot: the one the opening page already plays this stream (or its
 * preroll) in, adopted so that playback goes on without a gap, or a new one. Made here rather than in JSX so that both are one
 * case. It exists from the player's layout effects on, before any effect that plays in it.
 */
export function usePlayerVideo(controllerRef: RefObject<HTMLElement | null>, { url, poster, title }: PlayerVideoOptions): RefObject<HTMLVideoElement | null> {
  const videoRef = useRef<HTMLVideoElement | null>(null);

  useLayoutEffect(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    // The opening page's video plays this stream, or the ad before it, or nothing.
    const video = claimEarlyVideo(url) ?? claimOpeningPreroll(url) ?? document.createElement('video');
    video.classList.remove(OPENING_VIDEO_CLASS);
    video.slot = 'media';
    video.preload = 'auto';
    video.playsInline = true;
    // Moved within one task, a playing video goes on playing.
    controller.prepend(video);
    videoRef.current = video;
    return () => {
      videoRef.current = null;
      video.remove();
    };
  }, [controllerRef, url]);

  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (poster) video.poster = poster;
    else video.removeAttribute('poster');
    video.setAttribute('aria-label', title);
  }, [url, poster, title]);

  return videoRef;
}
