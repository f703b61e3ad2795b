import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../../lib/api';
import { resetUser } from '../../../lib/session';
import { clearApiDataCache } from '../../../lib/use-api-data';
import { ok, stubApi } from '../../../test/api-stub';
import { makeEvent } from '../../../test/events';
import { FakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render-app';

// The stream loads at once here, not a few seconds after the screen.
vi.mock('../../../lib/live-state-loader', () => ({ loadLiveState: () => import('../../../lib/live-state') }));

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'visitor-key');
  clearApiDataCache();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetUser();
});

describe("home's Live now", () => {
  it('shows an event that went live without a reload, from one live-state connection for the whole page', async () => {
    const game = makeEvent({ id: 7, name: 'Opening game', stream_status: 'live', type: 'live' });
    const answers = [{ live: [], upcoming: [game], recent: [] }, { live: [game], upcoming: [], recent: [] }];
    const api = stubApi({ 'GET /api/events-for-homepage': () => ok(answers.length > 1 ? answers.shift() : answers[0])() });
    await renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Live now' })).closest('section')!;
    expect(await within(section).findByText('Nothing is live right now.')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));

    act(() => FakeEventSource.open()[0]!.send('live', JSON.stringify({ event_id: 7, state: 'live', slate: false, stream_status: 'live' })));
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(1));
    expect(within(section).getByRole('link', { name: 'Opening game' })).toHaveAttribute('href', '/watch/7');
    expect(api.sent('GET /api/events-for-homepage')).toHaveLength(2);
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual(['/api/live_state?channel_key=varsity']);
  });
});
