import type { MediaAsset } from '@ott/contracts/admin-media';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderScreen, stubFetch } from '../../../test/render';
import { FakeUpload, assetOf } from '../test-fixtures';
import { UploadRow } from './UploadRow';
import { CHUNK_SIZE, createUploadTask } from './upload-task';

const MB = 2 ** 20;
const video = () => new File([new Uint8Array(8)], 'final.mp4', { type: 'video/mp4' });

function startTask(options: Partial<Parameters<typeof createUploadTask>[1]> = {}) {
  let clock = 0;
  const file = video();
  Object.defineProperty(file, 'size', { value: 100 * MB });
  const onSuccess = vi.fn();
  const task = createUploadTask(file, { channelKey: 'varsity', csrfToken: 'csrf-7', UploadClass: FakeUpload as never, now: () => clock, onSuccess, ...options });
  const tick = (ms: number) => {
    clock += ms;
  };
  renderScreen(<UploadRow channelKey="varsity" task={task} onDismiss={vi.fn()} />);
  return { task, tick, onSuccess };
}

describe('an upload row', () => {
  afterEach(() => {
    FakeUpload.previous = [];
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends with the CSRF header, the channel in the metadata, chunks, retries and a fingerprint for resuming', async () => {
    const { task } = startTask({ title: 'Final', normalizeAudio: true });
    await act(() => task.start());
    const { options } = FakeUpload.last;
    expect(options.endpoint).toBe('/api/admin/uploads');
    expect(options.headers).toEqual({ 'x-csrf-token': 'csrf-7' });
    expect(options.metadata).toEqual({ channel_key: 'varsity', filename: 'final.mp4', title: 'Final', normalize_audio: '1' });
    expect(options.chunkSize).toBe(CHUNK_SIZE);
    expect(options.retryDelays?.length).toBeGreaterThan(2);
    expect(options.storeFingerprintForResuming).toBe(true);
    expect(FakeUpload.last.starts).toBe(1);
  });

  it('continues an upload this browser started before', async () => {
    FakeUpload.previous = [{ uploadUrl: '/api/admin/uploads/abc' }];
    const { task } = startTask();
    await act(() => task.start());
    expect(FakeUpload.last.resumedFrom).toEqual({ uploadUrl: '/api/admin/uploads/abc' });
  });

  it('shows progress, bytes sent, speed and time left', async () => {
    const { task, tick } = startTask();
    await act(() => task.start());
    act(() => FakeUpload.last.options.onProgress?.(0, 100 * MB));
    tick(2_000);
    act(() => FakeUpload.last.options.onProgress?.(20 * MB, 100 * MB));
    const bar = screen.getByRole('progressbar', { name: 'Upload of final.mp4' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText('20 MB of 100 MB')).toBeInTheDocument();
    expect(screen.getByText('10 MB/s')).toBeInTheDocument();
    expect(screen.getByText('8 seconds left')).toBeInTheDocument();
  });

  it('pauses (aborting without ending the upload on the server) and resumes', async () => {
    const { task } = startTask();
    await act(() => task.start());
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(FakeUpload.last.aborts).toEqual([undefined]);
    expect(screen.getByText('Paused')).toBeInTheDocument();
    // A late error of the aborted request does not turn a pause into a failure.
    act(() => FakeUpload.last.options.onError?.(new Error('aborted')));
    expect(screen.getByText('Paused')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(FakeUpload.last.starts).toBe(2);
    expect(screen.getByText('Uploading')).toBeInTheDocument();
  });

  it('cancels by ending the upload on the server', async () => {
    const { task } = startTask();
    await act(() => task.start());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(FakeUpload.last.aborts).toEqual([true]);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('says a lost connection in plain words and offers to resume', async () => {
    const { task } = startTask();
    await act(() => task.start());
    act(() => FakeUpload.last.options.onError?.(new Error('tus: failed to upload chunk')));
    expect(screen.getByRole('alert')).toHaveTextContent('The connection was lost. Resume when you are back online.');
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(FakeUpload.last.starts).toBe(2);
  });

  it("shows the server's refusal in the operator's language, without offering to resume", async () => {
    await i18n.changeLanguage('fr');
    try {
      const { task } = startTask();
      await act(() => task.start());
      act(() => FakeUpload.last.refuse(404, { code: 'NOT_FOUND', message: 'Not found' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Introuvable');
      expect(screen.queryByRole('button', { name: 'Reprendre' })).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('reports the end of the upload', async () => {
    const { task, onSuccess } = startTask();
    await act(() => task.start());
    act(() => FakeUpload.last.finish());
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded');
    expect(task.snapshot().assetId).toBeNull();
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  /** The asset's page as the server answers it now; `asset` is changed by the test between polls. */
  function serveAsset(initial: MediaAsset) {
    const served = { asset: initial, retries: 0 };
    const server = stubFetch((url, init) => {
      if (url.pathname === '/api/admin/channels/varsity/media/7/retry' && init.method === 'POST') {
        served.retries += 1;
        served.asset = { ...served.asset, state: 'queued', stage: null, progress: 0, failure_reason: null, queue_position: 0, updated_at: '2026-03-01T11:00:00.000Z' };
        return { body: { data: served.asset } };
      }
      if (url.pathname === '/api/admin/channels/varsity/media/7') return { body: { data: served.asset } };
      return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    });
    vi.stubGlobal('fetch', server.fetchMock);
    return served;
  }
  const processing = (patch: Partial<MediaAsset>) => assetOf({ id: 7, title: 'final', state: 'processing', stage: 'probe', progress: 0, playable: false, queue_position: null, ...patch });

  it('follows the library row the upload became through each stage, in order, as the polled row changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const served = serveAsset(processing({ state: 'queued', stage: null, queue_position: 1 }));
    const { task } = startTask();
    await act(() => task.start());
    const status = () => screen.getByRole('status');
    const seen: string[] = [];
    const see = async (text: string) => {
      await vi.waitFor(() => expect(status().textContent).toBe(text));
      seen.push(status().textContent!);
    };
    act(() => FakeUpload.last.options.onProgress?.(40 * MB, 100 * MB));
    await see('Uploading');
    expect(screen.getByRole('progressbar', { name: 'Upload of final.mp4' })).toHaveAttribute('aria-valuenow', '40');

    act(() => FakeUpload.last.finish(7));
    expect(task.snapshot().assetId).toBe(7);
    await see('Uploaded');
    await see('Uploaded, queued');
    expect(screen.getByText('1 waiting ahead')).toBeInTheDocument();

    served.asset = processing({ stage: 'first_rendition', progress: 30 });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await see('Processing');
    expect(screen.getByRole('progressbar', { name: 'Processing of final' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('First quality: 30%')).toBeInTheDocument();

    served.asset = processing({ stage: 'ladder', progress: 60, playable: true });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await see('Playable now');
    expect(screen.getByText('All qualities: 60%')).toBeInTheDocument();

    served.asset = assetOf({ id: 7, title: 'final', updated_at: '2026-03-01T10:09:00.000Z' });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await see('Ready');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open final.mp4' })).toHaveAttribute('href', '/channels/varsity/media/7');
    expect(seen).toEqual(['Uploading', 'Uploaded', 'Uploaded, queued', 'Processing', 'Playable now', 'Ready']);
  });

  it('says why processing failed and processes it again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const served = serveAsset(processing({ state: 'failed', stage: 'probe', failure_reason: 'The file has no video stream' }));
    const { task } = startTask();
    await act(() => task.start());
    act(() => FakeUpload.last.finish(7));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Failed'));
    expect(screen.getByRole('alert')).toHaveTextContent('The file has no video stream');
    await userEvent.click(screen.getByRole('button', { name: 'Process again' }));
    expect(served.retries).toBe(1);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Uploaded, queued'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
