import { useEffect, useState, type RefObject } from 'react';
import type * as ChromeElements from './media-chrome-elements';

type ChromeModule = typeof ChromeElements;
let chrome: Promise<ChromeModule> | undefined;

/** The controls' web components, loaded once. */
export function loadPlayerChrome(): Promise<ChromeModule> {
  chrome ??= import('./media-chrome-elements').catch((error: unknown) => {
    chrome = undefined;
    throw error;
  });
  return chrome;
}

/** Past this, the controls load even if no frame came (autoplay refused, a slow stream): the viewer needs them. */
export const CHROME_AT_THE_LATEST_MS = 1_500;

/**
 * Loads the controls once the video shows its first picture, so that parsing them does not compete
 * with hls.js for the main thread on the way to that picture; keeps their labels in the app's language.
 */
export function usePlayerChrome(videoRef: RefObject<HTMLVideoElement | null>, language: string): void {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const want = () => setWanted(true);
    // An adopted video (the opening page's) may show its picture already.
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) want();
    video.addEventListener('loadeddata', want, { once: true });
    const timer = setTimeout(want, CHROME_AT_THE_LATEST_MS);
    return () => {
      video.removeEventListener('loadeddata', want);
      clearTimeout(timer);
    };
  }, [videoRef]);

  useEffect(() => {
    if (!wanted) return;
    loadPlayerChrome().then(
      (module) => module.setPlayerLanguage(language),
      () => {
        // Without its controls the video still plays, with the browser's own.
        if (videoRef.current) videoRef.current.controls = true;
      },
    );
  }, [videoRef, wanted, language]);
}
