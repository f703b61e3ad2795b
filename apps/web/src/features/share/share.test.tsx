import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { fail, ok, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { attachClipStream } from './components/clip-stream';

vi.mock('./components/clip-stream', () => ({ attachClipStream: vi.fn(async () => () => undefined) }));

const UUID = '0b9e2b8e-5d1e-4a5e-9c1e-0f3f1b2c3d4e';
const LOADED = { timeout: 5000 };
beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'visitor-key');
});
afterEach(() => vi.unstubAllGlobals());

describe('shared clip page', () => {
  it('plays the clip for a visitor, under its name and event, with the way to the full event', async () => {
    HTMLMediaElement.prototype.play = vi.fn(async () => undefined);
    const api = stubApi({
      'GET /api/shared-clip/5': ok({ id: 5, name: 'Big save', duration: 10, url: '/media/s/t/1/c5/clip/bars/master.m3u8', poster: null, event: { id: 7, name: 'Owls at Hawks' } }),
    });
    await renderApp(`/share/5/${UUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Big save' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('A clip from Owls at Hawks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch the full event' })).toHaveAttribute('href', '/watch/7');
    expect(api.sent('GET /api/shared-clip/5')).toEqual([{ uuid: UUID, api_key: 'visitor-key' }]);
    await vi.waitFor(() => expect(attachClipStream).toHaveBeenCalledWith(expect.any(HTMLVideoElement), '/media/s/t/1/c5/clip/bars/master.m3u8'));
  });

  it('is the 404 screen for a wrong or deleted link', async () => {
    stubApi({ 'GET /api/shared-clip/5': fail(404, 'Not found', 'NOT_FOUND') });
    const { router } = await renderApp(`/share/5/${UUID}`);
    expect(await screen.findByRole('heading', { name: 'Sorry! - Game Not Found' }, LOADED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  }, 10_000);
});
