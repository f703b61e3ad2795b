/** The `<template>` in which watch.html lists the app's scripts (build/player-page.ts writes it). */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * Fetches the shell and the player screen with all they import, as watch.html lists them, together: not one import
 * level (a round trip) after another. Called by the opening script as it starts the app.
 */
export function preloadAppScripts(): void {
  const list = document.getElementById(APP_SCRIPTS_ID);
  if (list instanceof HTMLTemplateElement) document.head.append(list.content);
}
