import type { MediaAsset } from '@ott/contracts/admin-media';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operatorAs } from '../../../test/operator';
import { stubFetch, openInConsole } from '../../../test/render';
import { feature } from '../index';
import { FakeUpload, STORAGE, assetOf } from '../test-fixtures';
import { uploadStore } from './upload-store';
import { createUploadTask } from './upload-task';

/** The console as the operator has it (shell, layout, the media feature), with the asset's row as the server has it now. */
function serve(initial: MediaAsset) {
  const served = { asset: initial };
  const server = stubFetch((url) => {
    if (url.pathname === '/api/admin/me') return { body: { data: operatorAs('editor') } };
    if (url.pathname === `/api/admin/channels/varsity/media/${served.asset.id}`) return { body: { data: served.asset } };
    if (url.pathname === '/api/admin/channels/varsity/media') return { body: { data: [served.asset], meta: { total: 1, offset: 0, limit: 25 } } };
    if (url.pathname === '/api/admin/channels/varsity/media/storage') return { body: { data: STORAGE } };
    if (url.pathname === '/api/admin/uploads') return { body: { data: [] } };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return served;
}

const open = (path: string) => openInConsole(path, [feature]);

/** An upload of `name` this tab is sending to the varsity channel, as the library's panel starts one. */
async function sending(name: string) {
  const file = new File([new Uint8Array(8)], name, { type: 'video/mp4' });
  const task = createUploadTask(file, { channelKey: 'varsity', csrfToken: 'csrf-1', UploadClass: FakeUpload as never });
  uploadStore.add('varsity', task);
  await act(() => task.start());
  return { task, upload: FakeUpload.last };
}

const processing = (id: number, title: string) => assetOf({ id, title, state: 'processing', stage: 'ladder', progress: 40, playable: true, queue_position: null });
const toaster = () => document.querySelector<HTMLElement>('.toaster')!;
/** The toast saying `text` (toasts of earlier tests may still be up). */
const toastSaying = (text: string | RegExp) => within(toaster()).getByText(text).closest<HTMLElement>('.toast')!;

describe('uploads followed from the console shell', { timeout: 30_000 }, () => {
  afterEach(() => {
    act(() => uploadStore.clear());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps following an upload after the operator leaves the library, and says it is ready wherever they are, with a link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const served = serve(processing(7, 'match'));
    const router = open('/channels/varsity/media');
    const { upload } = await sending('match.mp4');
    act(() => upload.finish(7));
    const row = await screen.findByRole('listitem', { name: 'match.mp4' }, { timeout: 15_000 });
    await vi.waitFor(() => expect(within(row).getByRole('status').textContent).toBe('Playable now'));

    await act(() => router.navigate('/account'));
    expect(screen.queryByRole('listitem', { name: 'match.mp4' })).toBeNull();
    served.asset = assetOf({ id: 7, title: 'match', updated_at: '2026-03-01T10:30:00.000Z' });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await vi.waitFor(() => expect(within(toaster()).getByText('“match.mp4” is ready.')).toBeInTheDocument());
    expect(within(toastSaying('“match.mp4” is ready.')).getByRole('link', { name: 'Open the video' })).toHaveAttribute('href', '/channels/varsity/media/7');
    // Told once, not at every later render.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(within(toaster()).getAllByText('“match.mp4” is ready.')).toHaveLength(1);
  });

  it('says a failed processing with its reason, linking to the video', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const served = serve(processing(8, 'broken'));
    open('/account');
    const { upload } = await sending('broken.mp4');
    act(() => upload.finish(8));
    served.asset = assetOf({ id: 8, title: 'broken', state: 'failed', stage: 'probe', progress: 0, playable: false, failure_reason: 'The file has no video stream' });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await vi.waitFor(() => expect(within(toaster()).getByText('“broken.mp4” failed: The file has no video stream')).toBeInTheDocument());
    expect(within(toastSaying('“broken.mp4” failed: The file has no video stream')).getByRole('link', { name: 'Open the video' })).toHaveAttribute('href', '/channels/varsity/media/8');
  });

  it('says an upload that stopped, linking to the library where it resumes', async () => {
    serve(processing(9, 'late'));
    open('/account');
    const { upload } = await sending('late.mp4');
    act(() => upload.refuse(413, { code: 'MEDIA_QUOTA_EXCEEDED', message: "This upload would exceed the channel's media storage quota" }));
    await within(toaster()).findByText('“late.mp4” failed: This upload would exceed the channel\'s media storage quota', {}, { timeout: 15_000 });
    expect(within(toastSaying(/^“late\.mp4” failed/)).getByRole('link', { name: 'See the uploads' })).toHaveAttribute('href', '/channels/varsity/media');
  });

  it('leaves the toast out on the library itself, where the row says it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const served = serve(processing(10, 'warm-up'));
    open('/channels/varsity/media');
    const { upload } = await sending('warm-up.mp4');
    act(() => upload.finish(10));
    const row = await screen.findByRole('listitem', { name: 'warm-up.mp4' }, { timeout: 15_000 });
    served.asset = assetOf({ id: 10, title: 'warm-up', updated_at: '2026-03-01T10:40:00.000Z' });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await vi.waitFor(() => expect(within(row).getByRole('status').textContent).toBe('Ready'));
    expect(within(toaster()).queryByText(/warm-up\.mp4/)).toBeNull();
  });

  it('asks before the tab closes while a file is being sent, and not once it is sent', async () => {
    serve(processing(11, 'long'));
    open('/account');
    const { upload } = await sending('long.mp4');
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(true);
    act(() => upload.finish(11));
    expect(closing()).toBe(false);
  });
});
