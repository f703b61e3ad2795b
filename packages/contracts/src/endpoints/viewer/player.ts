import { endpoint } from '../../endpoint';

// What the player asks around an event's playback: the ad before it, its MP4, where the viewer stopped.

/** The ad before the event's content; null when none is due. */
export const preroll = endpoint({
  method: 'GET',
  path: '/events/:id/preroll',
  auth: 'api_key',
  response: () => import('../../prerolls').then((m) => m.PrerollChoice.nullable()),
});

export const prerollPlayed = endpoint({
  method: 'POST',
  path: '/events/:id/preroll/played',
  auth: 'api_key',
  response: () => import('../../prerolls').then((m) => m.PrerollPlayed),
});

export const eventDownload = endpoint({
  method: 'GET',
  path: '/download-event/:id',
  auth: 'api_key',
  response: () => import('../../downloads').then((m) => m.DownloadState),
});

export const saveWatchPositions = endpoint({
  method: 'POST',
  path: '/watch-positions',
  auth: 'api_key',
  response: () => import('../../viewer-answers').then((m) => m.SavedPositions),
});

/** Where the viewer stopped in a replay; null when never started. */
export const savedPosition = endpoint({
  method: 'GET',
  path: '/watch-positions/:event_id',
  auth: 'api_key',
  response: () => import('../../watching').then((m) => m.SavedPosition.nullable()),
});
