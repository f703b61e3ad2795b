import { queryOptions } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/users';
import { apiQueryKey, queryClient, type QueryScope } from './query-client';
import { userStore } from './session';
import { clearApiDataCache, useApiData, useApiQuery, useQueryScope } from './use-api-data';

function Shows({ load, label, dataKey = 'greeting' }: { load: (signal: AbortSignal) => Promise<string>; label: string; dataKey?: string | null }) {
  const { data, error, loading, reload } = useApiData(dataKey, load);
  if (error) return <button onClick={reload}>{`${label} failed: ${(error as Error).message}`}</button>;
  return <p>{loading ? 'loading' : `${label}: ${data}`}</p>;
}

describe('useApiData', () => {
  beforeEach(() => {
    queryClient.clear();
  });

  it('fetches a key once per page life: a second screen takes it from the cache', async () => {
    const load = vi.fn(async () => 'hello');
    const first = render(<Shows load={load} label="first" />);
    expect(await screen.findByText('first: hello')).toBeTruthy();
    first.unmount();
    render(<Shows load={load} label="second" />);
    expect(screen.getByText('second: hello')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends one request for two screens asking for the same key at once', async () => {
    const load = vi.fn(async () => 'shared');
    render(
      <>
        <Shows load={load} label="header" />
        <Shows load={load} label="page" />
      </>,
    );
    expect(await screen.findByText('header: shared')).toBeTruthy();
    expect(screen.getByText('page: shared')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again when a screen that had the data renders after the cache was cleared (a purchase changed it)', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce('before').mockResolvedValueOnce('after');
    const view = render(<Shows load={load} label="a" />);
    expect(await screen.findByText('a: before')).toBeTruthy();
    act(() => clearApiDataCache());
    view.rerender(<Shows load={load} label="b" />);
    expect(await screen.findByText('b: after')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps what a screen on view shows while it asks again after a clear, and keeps it if that fails', async () => {
    let answer: (value: string) => void = () => undefined;
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('before')
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockRejectedValueOnce(new Error('Server down'));
    render(<Shows load={load} label="order" />);
    expect(await screen.findByText('order: before')).toBeTruthy();
    act(() => clearApiDataCache());
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(screen.getByText('order: before')).toBeTruthy();
    act(() => answer('after'));
    expect(await screen.findByText('order: after')).toBeTruthy();
    act(() => clearApiDataCache());
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('error'));
    // The query tells its screens in the next macrotask (TanStack Query batches notifications with setTimeout 0),
    // which was queued when it failed: this one runs after it.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('order: after')).toBeTruthy();
  });

  it('forgets answers no screen shows when the cache is cleared', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce('old').mockResolvedValueOnce('new');
    render(<Shows load={load} label="a" />).unmount();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    clearApiDataCache();
    render(<Shows load={load} label="later" />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('later: new')).toBeTruthy();
  });

  it('fetches nothing for a null key', () => {
    const load = vi.fn(async () => 'never');
    render(<Shows load={load} label="none" dataKey={null} />);
    expect(screen.getByText('none: undefined')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('aborts the request when the screen that asked leaves before the answer', async () => {
    let signal: AbortSignal | undefined;
    const load = vi.fn((given: AbortSignal) => {
      signal = given;
      return new Promise<string>(() => undefined);
    });
    const view = render(<Shows load={load} label="slow" />);
    await vi.waitFor(() => expect(signal).toBeDefined());
    expect(signal?.aborted).toBe(false);
    view.unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('shows a failure without retrying, and asks again on reload', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('Server down')).mockResolvedValueOnce('back');
    render(<Shows load={load} label="data" />);
    const retry = await screen.findByRole('button', { name: 'data failed: Server down' });
    expect(load).toHaveBeenCalledTimes(1);
    act(() => retry.click());
    expect(await screen.findByText('data: back')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps answers apart per viewer: signing in asks again, a visitor answer is not shown to the user', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce('for visitors').mockResolvedValueOnce('for Jordan');
    render(<Shows load={load} label="events" />);
    expect(await screen.findByText('events: for visitors')).toBeTruthy();
    act(() => userStore.set(makeUser()));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('events: for Jordan')).toBeTruthy();
    act(() => userStore.set(null));
    expect(screen.getByText('events: for visitors')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("serves a feature's queryOptions from the same cache, so a prefetch spares the screen its request", async () => {
    const load = vi.fn(async () => ['Season highlights']);
    const railsQuery = (scope: QueryScope) => queryOptions({ queryKey: apiQueryKey(scope, '/vod-media-rails'), queryFn: load });
    function Rails() {
      const { data, loading } = useApiQuery(railsQuery(useQueryScope()));
      return <p>{loading ? 'loading' : data?.join()}</p>;
    }
    await queryClient.prefetchQuery(railsQuery({ channelKey: undefined, userId: undefined }));
    render(<Rails />);
    expect(screen.getByText('Season highlights')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
