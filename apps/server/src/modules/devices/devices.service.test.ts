import { describe, expect, it } from 'vitest';
import type { DevicesRepository } from './devices.repository';
import { createDevicesService, SEEN_INTERVAL_MS } from './devices.service';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A repository whose device writes wait until the test lets each one finish (or fail). */
function slowRepository() {
  const writes: { label: string; finish: () => void; fail: (error: Error) => void }[] = [];
  const repository = {
    seen: (row: { label: string }) => new Promise<void>((finish, fail) => writes.push({ label: row.label, finish, fail })),
  } as unknown as DevicesRepository;
  return { repository, writes };
}

const keys = { revokeKeyOfUser: async () => false, revokeAllForUser: async () => undefined };
const request = { apiKeyId: 7, userId: 3, userAgent: CHROME_WINDOWS, country: async () => 'CA' };

/** Whether `promise` has settled once the work under way has run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  const finished = () => (done = true);
  void promise.then(finished, finished);
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('devices.seen', () => {
  it('writes a key once a minute; a request arriving while that write runs waits for it, one arriving after waits for nothing', async () => {
    const { repository, writes } = slowRepository();
    let at = Date.parse('2026-12-01T12:00:00Z');
    const devices = createDevicesService({ repository, keys, now: () => new Date(at) });

    const first = devices.seen(request)!;
    const second = devices.seen(request)!;
    await settled(first);
    expect(writes.map((write) => write.label)).toEqual(['Chrome · Windows']);
    expect(await settled(second)).toBe(false);

    writes[0]!.finish();
    expect(await settled(second)).toBe(true);
    expect(devices.seen(request)).toBeNull();
    expect(writes).toHaveLength(1);

    at += SEEN_INTERVAL_MS;
    await settled(devices.seen(request)!);
    expect(writes).toHaveLength(2);
  });

  it('does not ask a failing database again within the minute, and a request waiting on the failed write goes on', async () => {
    const { repository, writes } = slowRepository();
    let at = Date.parse('2026-12-01T12:00:00Z');
    const devices = createDevicesService({ repository, keys, now: () => new Date(at) });

    const first = devices.seen(request)!;
    const waiting = devices.seen(request)!;
    await settled(first);
    writes[0]!.fail(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await expect(waiting).resolves.toBeUndefined();
    expect(devices.seen(request)).toBeNull();
    expect(writes).toHaveLength(1);

    at += SEEN_INTERVAL_MS;
    await settled(devices.seen(request)!);
    expect(writes).toHaveLength(2);
  });
});
