// The player's controls: media-chrome's web components, each defined on import (and the player's elements already on
// the page upgraded there and then). Only the ones the player shows are imported, to keep this code small.
// Defined a group at a time, each in a task of its own: all at once they made one task of 100–200 ms on a phone
// (4× CPU), the longest of a player page's start after its first frame. media-chrome lets its elements be defined in
// any order (a controller finds the controls already upgraded, a control its controller once defined). The module
// resolves once all are defined.
import { nextTask } from '../../../lib/next-task';

export { setPlayerLanguage } from './media-chrome-language';

// Three steps, not one per element: each step's code is asked for when the one before is defined, a round trip each.
const groups: (() => Promise<unknown>)[] = [
  () => import('media-chrome/dist/media-controller.js'),
  () =>
    Promise.all([
      import('media-chrome/dist/media-control-bar.js'),
      import('media-chrome/dist/media-play-button.js'),
      import('media-chrome/dist/media-seek-backward-button.js'),
      import('media-chrome/dist/media-seek-forward-button.js'),
      import('media-chrome/dist/media-mute-button.js'),
      import('media-chrome/dist/media-volume-range.js'),
    ]),
  () =>
    Promise.all([
      import('media-chrome/dist/media-time-range.js'),
      import('media-chrome/dist/media-time-display.js'),
      import('media-chrome/dist/media-live-button.js'),
      import('media-chrome/dist/media-loading-indicator.js'),
      import('media-chrome/dist/media-pip-button.js'),
      import('media-chrome/dist/media-fullscreen-button.js'),
    ]),
];
for (const define of groups) {
  await define();
  await nextTask();
}
