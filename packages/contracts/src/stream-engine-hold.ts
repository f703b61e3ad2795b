/**
 * Why a player page is sent with the stream engine's preloads held in `<template data-stream-engine="…">` (server
 * modules/first-screen/player-page.ts; the page's first script, apps/web/src/app/early-requests.ts, reads it): a
 * visitor's page is a paywall, or opens on an ad. A viewer who may be signed in may play at once on either; on the ad's
 * page so may a returning visitor, who may have seen that ad lately and is then offered none.
 */
export const ENGINE_HELD_FOR = { paywall: 'paywall', preroll: 'preroll' } as const;
export type EngineHeldFor = (typeof ENGINE_HELD_FOR)[keyof typeof ENGINE_HELD_FOR];
