import { createContext, useContext } from 'react';

/**
 * What a first render cannot know or measure in time, so that the browser's first render over a page sent with its first
 * screen (src/first-screen) draws exactly what the server drew, and effects then correct it: set by the server around its
 * render, and in the browser from what the page was sent with.
 */
export interface FirstRenderHints {
  /** The server took the browser for a phone's (the header's first layout); unset: the browser asks its media query. */
  phone?: boolean;
  /** The channel's logo spells its name (isWordmark); unset: unknown until the logo has loaded. */
  wordmark?: boolean;
  /** The server drew moving slides (it cannot know the visitor's motion preference); unset: the browser asks. */
  reducedMotion?: boolean;
  /** The app's first render is taking over a page sent with its first screen (components/ui/FirstScreenPart). */
  takingOver?: boolean;
}

let hints: FirstRenderHints = {};

export const setFirstRenderHints = (next: FirstRenderHints) => void (hints = next);
export const firstRenderHints = (): FirstRenderHints => hints;

const TurnHints = createContext<FirstRenderHints | null>(null);
/** Gives a part adopted in a later task (components/ui/FirstScreenPart) the hints of the render that drew the page. */
export const TurnHintsProvider = TurnHints.Provider;
/**
 * The hints a component's first render draws by: the page's, even when its part is adopted after start-up has cleared
 * them (hydration keeps the page's attributes, so a first render that differs from the page is never corrected).
 */
export const useFirstRenderHints = (): FirstRenderHints => useContext(TurnHints) ?? hints;
