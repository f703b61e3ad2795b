import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadStatus } from '../api/download-event';
import { DOWNLOAD_POLL_MS, DOWNLOAD_TIMEOUT_MS, DownloadTimeoutError, waitForDownload } from './wait-for-download';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const answers = (...list: DownloadStatus[]) => {
  const check = vi.fn(async () => list.shift() ?? { status: 'processing' as const });
  return check;
};

describe('waiting for a download', () => {
  it('asks again every 2 s while the MP4 is being made, then resolves with its URL', async () => {
    const check = answers({ status: 'processing' }, { status: 'processing' }, { status: 'ready', url: '/media/d/e7.mp4' });
    const url = waitForDownload(check, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DOWNLOAD_POLL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(DOWNLOAD_POLL_MS);
    await expect(url).resolves.toBe('/media/d/e7.mp4');
  });

  it('gives up after the time limit', async () => {
    let now = 0;
    const waiting = waitForDownload(answers(), new AbortController().signal, () => now);
    const failure = expect(waiting).rejects.toBeInstanceOf(DownloadTimeoutError);
    now = DOWNLOAD_TIMEOUT_MS;
    await vi.advanceTimersByTimeAsync(DOWNLOAD_POLL_MS);
    await failure;
  });

  it('stops asking when cancelled', async () => {
    const check = answers();
    const controller = new AbortController();
    const waiting = waitForDownload(check, controller.signal);
    const cancelled = new Error('the viewer cancelled');
    const failure = expect(waiting).rejects.toBe(cancelled);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(cancelled);
    await failure;
    await vi.advanceTimersByTimeAsync(DOWNLOAD_POLL_MS * 3);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
