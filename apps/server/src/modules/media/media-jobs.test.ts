import { describe, expect, it, vi } from 'vitest';
import type { JobHandler, JobQueue } from '../../lib/queue';
import type { DemoMedia } from './demo/demo-media';
import type { DemoPrerolls } from './demo/demo-prerolls';
import { DEMO_MEDIA_JOB, defineMediaJobs, demoMediaJobId, requestDemoMedia } from './media-jobs';

function fakeQueue() {
  const handlers = new Map<string, JobHandler<unknown>>();
  const queue = {
    define: vi.fn((name: string, handler: JobHandler<unknown>) => void handlers.set(name, handler)),
    enqueue: vi.fn(async () => undefined),
  } as unknown as JobQueue;
  return { queue, handlers };
}

function fakeGeneration(missing: { demo: string[]; prerolls: string[] }) {
  const order: string[] = [];
  const demo = { missing: () => missing.demo, missingVersions: () => missing.demo.map((name) => `${name}@f1`), ensure: vi.fn(async () => void order.push('demo')) } as unknown as DemoMedia;
  const prerolls = { missing: () => missing.prerolls, ensure: vi.fn(async () => void order.push('prerolls')) } as unknown as DemoPrerolls;
  return { generation: { demo, prerolls }, order };
}

describe('the demo media job', () => {
  it('makes the preroll clips first, then the videos', async () => {
    const { queue, handlers } = fakeQueue();
    const { generation, order } = fakeGeneration({ demo: ['arena'], prerolls: ['promo'] });
    defineMediaJobs(queue, generation);
    await handlers.get(DEMO_MEDIA_JOB.name)!({}, { jobId: 'j', attempt: 1, attempts: 3, signal: new AbortController().signal });
    expect(order).toEqual(['prerolls', 'demo']);
  });

  it('is asked for when only preroll clips are missing, and not when nothing is', async () => {
    const onlyClips = fakeQueue();
    await requestDemoMedia(fakeGeneration({ demo: [], prerolls: ['promo'] }).generation, onlyClips.queue);
    expect(onlyClips.queue.enqueue).toHaveBeenCalledWith(DEMO_MEDIA_JOB.name, {}, { jobId: demoMediaJobId(['preroll:promo']) });

    const nothing = fakeQueue();
    await requestDemoMedia(fakeGeneration({ demo: [], prerolls: [] }).generation, nothing.queue);
    expect(nothing.queue.enqueue).not.toHaveBeenCalled();
  });

  it('has one id for what is missing, whichever instance asks and whenever, and another once that changes', async () => {
    const ids = async (missing: { demo: string[]; prerolls: string[] }) => {
      const { queue } = fakeQueue();
      await requestDemoMedia(fakeGeneration(missing).generation, queue);
      return (vi.mocked(queue.enqueue).mock.calls[0] as unknown[])[2];
    };
    const first = await ids({ demo: ['arena', 'court'], prerolls: [] });
    expect(first).toEqual({ jobId: demoMediaJobId(['arena@f1', 'court@f1']) });
    expect(first).toEqual({ jobId: expect.stringMatching(/^demo-media-[0-9a-f]{16}$/) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await ids({ demo: ['arena', 'court'], prerolls: [] })).toEqual(first);
    expect(await ids({ demo: ['court'], prerolls: [] })).not.toEqual(first);
  });
});
