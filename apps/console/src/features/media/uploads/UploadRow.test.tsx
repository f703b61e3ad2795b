import type { UploadOptions } from 'tus-js-client';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { UploadRow } from './UploadRow';
import { CHUNK_SIZE, createUploadTask } from './upload-task';

/** tus-js-client's Upload as the test drives it: progress, success and errors are called by hand. */
class FakeUpload {
  static last: FakeUpload;
  static previous: Array<{ uploadUrl: string }> = [];
  starts = 0;
  aborts: Array<boolean | undefined> = [];
  resumedFrom: unknown = null;
  constructor(
    readonly file: File,
    readonly options: UploadOptions,
  ) {
    FakeUpload.last = this;
  }
  start() {
    this.starts += 1;
  }
  abort(terminate?: boolean) {
    this.aborts.push(terminate);
    return Promise.resolve();
  }
  findPreviousUploads() {
    return Promise.resolve(FakeUpload.previous as never[]);
  }
  resumeFromPreviousUpload(previous: unknown) {
    this.resumedFrom = previous;
  }
  /** A server answer as tus-js-client reports a refused request. */
  refuse(status: number, body: unknown) {
    const error = Object.assign(new Error('tus: unexpected response'), { originalResponse: { getStatus: () => status, getBody: () => JSON.stringify(body), getHeader: () => undefined } });
    this.options.onError?.(error as never);
  }
}

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
  render(<UploadRow task={task} onDismiss={vi.fn()} />);
  return { task, tick, onSuccess };
}

describe('an upload row', () => {
  afterEach(() => {
    FakeUpload.previous = [];
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
    act(() => FakeUpload.last.options.onSuccess?.({ lastResponse: {} as never }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Uploaded: processing starts')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledOnce();
  });
});
