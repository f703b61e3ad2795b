import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test/fake-event-source';
import { makeBootstrap } from '../test/fixtures';
import { ChannelContext } from './channel-context';
import { useLiveState, useLiveStateUpdates } from './use-live-state';

// The stream loads at once here, not a few seconds after the screen.
vi.mock('./live-state-loader', () => ({ loadLiveState: () => import('./live-state') }));

const inChannel = ({ children }: { children: ReactNode }) => (
  <ChannelContext.Provider value={{ channelKey: 'varsity', bootstrap: makeBootstrap(), projectSettings: null }}>{children}</ChannelContext.Provider>
);
const send = (message: object) => act(() => FakeEventSource.instances[0]!.send('live', JSON.stringify(message)));

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('useLiveState', () => {
  it("gives the latest change of its own event, over the channel's one stream, and lets go of it when unmounted", async () => {
    const player = renderHook(() => useLiveState(7), { wrapper: inChannel });
    const list = renderHook(() => useLiveStateUpdates(), { wrapper: inChannel });
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    expect(player.result.current).toBeNull();

    send({ event_id: 7, state: 'live', slate: true, stream_status: 'live' });
    expect(player.result.current).toEqual({ event_id: 7, state: 'live', slate: true, stream_status: 'live' });
    send({ event_id: 8, state: 'ended', slate: false, stream_status: 'vod' });
    expect(player.result.current).toEqual({ event_id: 7, state: 'live', slate: true, stream_status: 'live' });
    send({ event_id: 7, state: 'live', slate: false, stream_status: 'live' });
    expect(player.result.current?.slate).toBe(false);

    player.unmount();
    expect(FakeEventSource.open()).toHaveLength(1);
    list.unmount();
    expect(FakeEventSource.open()).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('opens nothing outside a channel, nor for a list that asks nothing', async () => {
    renderHook(() => useLiveState(7));
    const idle = renderHook(() => useLiveStateUpdates(false), { wrapper: inChannel });
    const asking = renderHook(() => useLiveStateUpdates(), { wrapper: inChannel });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    asking.unmount();
    idle.unmount();
    expect(FakeEventSource.open()).toHaveLength(0);
  });
});
