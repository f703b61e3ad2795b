import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loading the live-state stream', () => {
  it('waits 3 s after the screen and then an idle moment, and loads once for every screen that asks', async () => {
    vi.useFakeTimers();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const { loadLiveState } = await import('./live-state-loader');
    const loaded = vi.fn();
    void loadLiveState().then(loaded);
    const again = loadLiveState();

    await vi.advanceTimersByTimeAsync(2_999);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toHaveLength(1);
    expect(loaded).not.toHaveBeenCalled();

    idle[0]!();
    vi.useRealTimers();
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    expect(typeof (await again).subscribeLiveState).toBe('function');
    expect(idle).toHaveLength(1);
  });
});
