/** The `<template>` in which watch.html lists the app's scripts (build/player-page.ts writes it). */
export const APP_SCRIPTS_ID = 'app-scripts';
/**
 * The mark of watch.html's preloads of the stream engine (build/player-page.ts). The server holds them in a
 * `<template data-stream-engine>` on the page of an event a visitor cannot play, and the page's first script
 * (early-requests.ts) preloads them for a viewer who may be signed in.
 */
export const STREAM_ENGINE_MARK = 'data-stream-engine';

/**
 * Fetches the shell and the player screen with all they import, as watch.html lists them, together: not one import
 * level (a round trip) after another. Called by the opening script as it starts the app.
 */
export function preloadAppScripts(): void {
  const list = document.getElementById(APP_SCRIPTS_ID);
  if (list instanceof HTMLTemplateElement) document.head.append(list.content);
}
