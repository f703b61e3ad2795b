import type { PendingUpload } from '@ott/contracts/admin-media';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubFetch } from '../../../test/render';
import { PendingUploads } from './PendingUploads';

const pending = (patch: Partial<PendingUpload> = {}): PendingUpload => ({
  id: 'f3a9',
  channel_key: 'varsity',
  filename: 'final.mp4',
  size_bytes: 8,
  offset_bytes: 6,
  created_at: '2026-03-01T10:00:00.000Z',
  expires_at: '2026-03-02T10:00:00.000Z',
  ...patch,
});

function serve(uploads: PendingUpload[]) {
  vi.stubGlobal('fetch', stubFetch((url) => (url.pathname === '/api/admin/uploads' ? { body: { data: uploads } } : { status: 404, body: { message: 'Not found' } })).fetchMock);
}

describe('unfinished uploads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the channel's unfinished uploads with how far they got, and resumes one at its upload address when the same file is chosen", async () => {
    serve([pending(), pending({ id: 'other', channel_key: 'elsewhere', filename: 'other.mp4' })]);
    const onResume = vi.fn();
    renderScreen(<PendingUploads channelKey="varsity" hidden={[]} onResume={onResume} />);
    expect(await screen.findByText('Unfinished uploads')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload of final.mp4' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.queryByText('other.mp4')).toBeNull();

    const file = new File([new Uint8Array(8)], 'final.mp4', { type: 'video/mp4' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, file);
    expect(onResume).toHaveBeenCalledWith(file, '/api/admin/uploads/f3a9');
  });

  it('refuses another file than the one that was being sent', async () => {
    serve([pending()]);
    const onResume = vi.fn();
    renderScreen(<PendingUploads channelKey="varsity" hidden={[]} onResume={onResume} />);
    await screen.findByText('Unfinished uploads');
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File([new Uint8Array(3)], 'final.mp4', { type: 'video/mp4' }));
    expect(onResume).not.toHaveBeenCalled();
  });

  it('leaves out the uploads this tab is sending', async () => {
    serve([pending(), pending({ id: 'b7', filename: 'warm-up.mp4' })]);
    renderScreen(<PendingUploads channelKey="varsity" hidden={[{ id: 'upload-1', fileName: 'final.mp4', title: 'final', sent: 6, total: 8, status: 'uploading', speed: null, error: null, assetId: null }]} onResume={vi.fn()} />);
    expect(await screen.findByText('warm-up.mp4')).toBeInTheDocument();
    expect(screen.queryByText('final.mp4')).toBeNull();
  });
});
