import type { DownloadStatus } from '../api/download-event';

/** While the MP4 is being made, ask again this often. */
export const DOWNLOAD_POLL_MS = 2_000;
/** Give up after this long (a long replay copies in well under it). */
export const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

export class DownloadTimeoutError extends Error {
  override readonly name = 'DownloadTimeoutError';
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Asks for the download until it is ready; resolves with its URL. */
export async function waitForDownload(check: (signal: AbortSignal) => Promise<DownloadStatus>, signal: AbortSignal, now: () => number = Date.now): Promise<string> {
  const startedAt = now();
  for (;;) {
    const answer = await check(signal);
    if (answer.status === 'ready') return answer.url;
    if (now() - startedAt >= DOWNLOAD_TIMEOUT_MS) throw new DownloadTimeoutError('the download was not ready in time');
    await sleep(DOWNLOAD_POLL_MS, signal);
  }
}
