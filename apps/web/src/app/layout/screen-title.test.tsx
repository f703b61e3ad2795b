import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { clearApiDataCache } from '../../lib/use-api-data';
import { ok, stubApi } from '../../test/api-stub';
import { makeEvent } from '../../test/events';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'test-key');
  clearApiDataCache();
});
afterEach(() => vi.unstubAllGlobals());

describe('tab titles from data', () => {
  it('names a watch page’s tab after the event, and the next screen after its route', async () => {
    stubApi({ 'GET /api/events/7': ok(makeEvent({ event_utc_ts: '2099-01-01T18:00:00.000Z' })), 'GET /api/events/7/preroll': ok(null) });
    const { router } = await renderApp('/watch/7');
    expect(await screen.findByRole('heading', { level: 1, name: "Men's Basketball: Eastport at Northfield" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Men's Basketball: Eastport at Northfield | Varsity Sports Network"));

    await router.navigate('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    await waitFor(() => expect(document.title).toBe('Frequently asked questions | Varsity Sports Network'));
  });
});
