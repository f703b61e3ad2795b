import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../../lib/api';
import { clearApiDataCache } from '../../../lib/use-api-data';
import { ok, stubApi } from '../../../test/api-stub';
import { makeEvent } from '../../../test/events';
import { renderApp } from '../../../test/render-app';
import { FIRST_RAIL_CARDS } from './HomeSections';

/** What the page asked to run once the browser is idle; run by the test. */
let idleCallbacks: Array<() => void> = [];

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'visitor-key');
  clearApiDataCache();
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  // Unmounted first: the screen cancels what it asked for with the stubbed functions.
  cleanup();
  vi.unstubAllGlobals();
});

describe("home's rails", () => {
  it('render their first row of cards at once and the rest once the browser is idle', async () => {
    const games = Array.from({ length: 12 }, (_, i) => makeEvent({ id: 100 + i, name: `Game ${i + 1}`, stream_status: 'live', type: 'live' }));
    stubApi({ 'GET /api/events-for-homepage': ok({ live: games, upcoming: [], recent: [] }) });
    await renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Live now' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(FIRST_RAIL_CARDS));
    expect(within(section).getAllByRole('link', { name: /^Game / }).map((link) => link.textContent)).toEqual(['Game 1', 'Game 2', 'Game 3', 'Game 4']);
    // The first rail's first row loads its pictures at once, the other cards when scrolled to.
    expect([...section.querySelectorAll('img')].map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager']);

    // The rail asks after it has rendered, in an effect that runs after the frame: idle moments until it has.
    await waitFor(() => {
      act(() => idleCallbacks.splice(0).forEach((callback) => callback()));
      expect(within(section).getAllByRole('article')).toHaveLength(12);
    });
    expect(within(section).getByRole('link', { name: 'Game 12' })).toHaveAttribute('href', '/watch/111');
    expect([...section.querySelectorAll('img')].map((image) => image.getAttribute('loading'))).toEqual([...Array(4).fill('eager'), ...Array(8).fill('lazy')]);
  });
});
