import { useEffect, type RefObject } from 'react';
import { commandForKey, runCommand, targetHandlesKey } from './keyboard';

/**
 * The player's keyboard shortcuts, active wherever focus is on the page (the player, the page itself, the text
 * the viewer clicked) except in a field or a control that uses the key itself, and in a dialog over the page.
 * media-chrome's own hotkeys are turned off so each key acts once.
 */
export function usePlayerKeyboard(
  containerRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
  fullscreenRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const container = containerRef.current;
      const video = videoRef.current;
      if (event.defaultPrevented || event.isComposing || !container || !video) return;
      // Inside the controls' shadow DOM the element really focused is the first of the path.
      const path = event.composedPath();
      const target = path[0] ?? event.target;
      if (!path.includes(container) && target instanceof Element && target.closest('[role="dialog"], dialog')) return;
      const command = commandForKey(event);
      if (!command || targetHandlesKey(target, event.key)) return;
      event.preventDefault();
      runCommand(command, { video, fullscreenElement: fullscreenRef.current ?? container });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [containerRef, videoRef, fullscreenRef]);
}
