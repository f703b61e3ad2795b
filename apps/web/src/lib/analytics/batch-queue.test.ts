import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_SIZE, createBatchQueue, FLUSH_INTERVAL_MS, type AnalyticsItem, type AnalyticsKind } from './batch-queue';
import { AnalyticsHttpError } from './transport';

function setup({ ready = () => true, send = async () => undefined }: { ready?: () => boolean; send?: (kind: AnalyticsKind, items: AnalyticsItem[]) => Promise<unknown> } = {}) {
  const sent: Array<[AnalyticsKind, AnalyticsItem[]]> = [];
  const beaconed: Array<[AnalyticsKind, AnalyticsItem[]]> = [];
  const queue = createBatchQueue({
    ready,
    send: async (kind, items) => {
      await send(kind, items);
      sent.push([kind, items]);
    },
    beacon: (kind, items) => beaconed.push([kind, items]) > 0,
  });
  return { queue, sent, beaconed };
}

describe('analytics batch queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends what accumulated as one batch per kind every few seconds, sessions first', async () => {
    const { queue, sent } = setup();
    queue.start();
    queue.push('event', { event: 'page_view' });
    queue.push('event', { event: 'sign_in' });
    queue.push('session', { platform: 'x' });
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(sent).toEqual([
      ['session', [{ platform: 'x' }]],
      ['event', [{ event: 'page_view' }, { event: 'sign_in' }]],
    ]);
    expect(queue.size()).toBe(0);
    queue.stop();
  });

  it('splits long queues into batches the server accepts', async () => {
    const { queue, sent } = setup();
    for (let index = 0; index < BATCH_SIZE + 3; index += 1) queue.push('video/event', { index });
    await queue.flush();
    expect(sent.map(([, items]) => items.length)).toEqual([BATCH_SIZE, 3]);
  });

  it('holds everything while not ready', async () => {
    let ready = false;
    const { queue, sent, beaconed } = setup({ ready: () => ready });
    queue.push('event', { event: 'page_view' });
    await queue.flush();
    queue.flushByBeacon();
    expect([sent, beaconed]).toEqual([[], []]);
    ready = true;
    await queue.flush();
    expect(sent).toHaveLength(1);
  });

  it('keeps a batch that failed on the network or with a 5xx, and drops one refused with a 4xx', async () => {
    const failures = [new TypeError('network'), new AnalyticsHttpError(400)];
    const { queue, sent } = setup({
      send: async () => {
        const failure = failures.shift();
        if (failure) throw failure;
      },
    });
    queue.push('event', { event: 'a' });
    await queue.flush();
    expect(queue.size()).toBe(1);
    await queue.flush();
    expect(queue.size()).toBe(0);
    expect(sent).toEqual([]);
  });

  it('hands what is left to the beacon when the page goes away', () => {
    const { queue, beaconed } = setup();
    queue.push('event', { event: 'page_view' });
    queue.push('video/viewing', { viewing_time: 12 });
    queue.flushByBeacon();
    expect(beaconed).toEqual([
      ['event', [{ event: 'page_view' }]],
      ['video/viewing', [{ viewing_time: 12 }]],
    ]);
    expect(queue.size()).toBe(0);
  });
});
