import { afterEach, describe, expect, it, vi } from 'vitest';

// Each control's module records its name when it is evaluated (when media-chrome would define it).
const defined = vi.hoisted(() => [] as string[]);
vi.mock('media-chrome/dist/media-controller.js', () => ({ defined: defined.push('controller') }));
vi.mock('media-chrome/dist/media-control-bar.js', () => ({ defined: defined.push('control-bar') }));
vi.mock('media-chrome/dist/media-play-button.js', () => ({ defined: defined.push('play') }));
vi.mock('media-chrome/dist/media-seek-backward-button.js', () => ({ defined: defined.push('seek-backward') }));
vi.mock('media-chrome/dist/media-seek-forward-button.js', () => ({ defined: defined.push('seek-forward') }));
vi.mock('media-chrome/dist/media-mute-button.js', () => ({ defined: defined.push('mute') }));
vi.mock('media-chrome/dist/media-volume-range.js', () => ({ defined: defined.push('volume') }));
vi.mock('media-chrome/dist/media-time-range.js', () => ({ defined: defined.push('time-range') }));
vi.mock('media-chrome/dist/media-time-display.js', () => ({ defined: defined.push('time-display') }));
vi.mock('media-chrome/dist/media-live-button.js', () => ({ defined: defined.push('live') }));
vi.mock('media-chrome/dist/media-loading-indicator.js', () => ({ defined: defined.push('loading') }));
vi.mock('media-chrome/dist/media-pip-button.js', () => ({ defined: defined.push('pip') }));
vi.mock('media-chrome/dist/media-fullscreen-button.js', () => ({ defined: defined.push('fullscreen') }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the player controls', () => {
  it('are defined in three steps, each in a task of its own, and the module resolves once all are', async () => {
    // Where the module hands the thread back (a task of its own follows), noted among the definitions.
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
      if (new Error().stack?.includes('media-chrome-elements.ts')) defined.push('next task');
      return realSetTimeout(callback, ms);
    }) as typeof setTimeout);

    const module = await import('./media-chrome-elements');

    expect(defined).toEqual([
      'controller',
      'next task',
      ...['control-bar', 'play', 'seek-backward', 'seek-forward', 'mute', 'volume'],
      'next task',
      ...['time-range', 'time-display', 'live', 'loading', 'pip', 'fullscreen'],
      'next task',
    ]);
    expect(typeof module.setPlayerLanguage).toBe('function');
  });
});
