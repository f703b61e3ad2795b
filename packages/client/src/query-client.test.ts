import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiQueryKey, createQueryClient, refreshServerState } from './query-client';

const failure = (status: number) => new ApiError({ status, code: `HTTP_${status}`, message: 'x' });

describe('the query client presets', () => {
  it("keeps the viewer's answers for the page's life and never retries them", () => {
    const queries = createQueryClient('freshForThePage').getDefaultOptions().queries;
    expect(queries).toMatchObject({ staleTime: Infinity, gcTime: Infinity, retry: false, refetchOnWindowFocus: false });
  });

  it("lets the console's answers go stale after 30 s and retries twice what is not a 4xx", () => {
    const options = createQueryClient('staleAfter30s').getDefaultOptions();
    expect(options.queries?.staleTime).toBe(30_000);
    expect(options.mutations?.retry).toBe(false);
    const retry = options.queries?.retry as (count: number, error: unknown) => boolean;
    expect([retry(0, failure(500)), retry(1, failure(0)), retry(2, failure(503))]).toEqual([true, true, false]);
    expect([retry(0, failure(404)), retry(0, failure(400))]).toEqual([false, false]);
  });
});

describe('API query keys', () => {
  it('name the channel and the viewer before what was asked', () => {
    expect(apiQueryKey({ channelKey: 'varsity', userId: 7 }, '/events', { limit: 5 })).toEqual(['api', 'varsity', 7, '/events', { limit: 5 }]);
    expect(apiQueryKey({ channelKey: undefined, userId: undefined }, '/faq')).toEqual(['api', '', 'visitor', '/faq']);
  });
});

describe('refreshServerState', () => {
  it('drops answers no screen shows and asks again for the shown ones, keeping what they show meanwhile', async () => {
    const client = createQueryClient('freshForThePage');
    client.setQueryData(['api', 'hidden'], 1);
    client.setQueryData(['api', 'shown'], 1);
    const observer = new QueryObserver(client, { queryKey: ['api', 'shown'], queryFn: async () => 2 });
    const unsubscribe = observer.subscribe(() => {});
    refreshServerState(client);
    expect(client.getQueryData(['api', 'hidden'])).toBeUndefined();
    expect(client.getQueryData(['api', 'shown'])).toBe(1);
    await vi.waitFor(() => expect(client.getQueryData(['api', 'shown'])).toBe(2));
    unsubscribe();
  });
});
