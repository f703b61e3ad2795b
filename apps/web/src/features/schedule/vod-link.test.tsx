import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { linkedVodItem, linkedVodPath } from './vod-link';

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'test-key');
  stubApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe('library links naming an item', () => {
  it.each([
    ['vod_id=12&modal=true', 12],
    ['modal=1&vod_id=7', 7],
    ['vod_id=3', 3],
    ['modal=true', null],
    ['vod_id=', null],
    ['vod_id=0', null],
    ['vod_id=012', null],
    ['vod_id=abc', null],
    ['vod_id=99999999999', null],
  ])('?%s names item %s', (query, id) => {
    expect(linkedVodItem(new URLSearchParams(query))).toBe(id);
  });

  it('keeps the other parameters on the way to the player', () => {
    expect(linkedVodPath(12, new URLSearchParams('vod_id=12&modal=true&trk=mail'))).toBe('/watch_library/12?trk=mail');
    expect(linkedVodPath(12, new URLSearchParams('vod_id=12&modal=true'))).toBe('/watch_library/12');
  });

  it('opens the item, not the bare list, and leaves no library entry to come back to the link', async () => {
    const { router } = await renderApp('/vod_library?vod_id=12&modal=true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/watch_library/12'));
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the bare list when the link names no item', async () => {
    const { router } = await renderApp('/vod_library?modal=true');
    await waitFor(() => expect(document.title).toMatch(/Video library/));
    expect(router.state.location.pathname).toBe('/vod_library');
  });
});
