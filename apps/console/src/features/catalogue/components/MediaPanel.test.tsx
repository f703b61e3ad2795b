import type { AdminEvent } from '@ott/contracts/admin-catalogue';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VideoChoice } from '../../../components/video-choices';
import { renderScreen, stubFetch } from '../../../test/render';
import { MediaPanel } from './MediaPanel';
import { adminEvent } from '../../../test/fixtures';

const VIDEOS: VideoChoice[] = [
  { id: 'court', label: 'Court', poster: '/media/demo/court/poster.jpg', ready: true },
  { id: 'lib-4', label: 'Final vs Rivals', ready: true, state: 'ready', progress: 100, duration: 90 },
  { id: 'lib-7', label: 'Half-time show', ready: false, state: 'processing', progress: 42, duration: 75 },
];

const EVENT = adminEvent({
  id: 12,
  name: 'Final',
  stream_status: 'vod',
  media: [
    { id: 31, kind: 3, kind_name: 'vod', url: '/media/hls/vod/court/master.m3u8', video: 'court' },
    { id: 32, kind: 1, kind_name: 'image', url: '/media/demo/court/poster.jpg', video: 'court' },
    { id: 33, kind: 2, kind_name: 'live', url: '/media/hls/live/lib-7/master.m3u8', video: 'lib-7' },
  ],
});

function serve() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const server = stubFetch((url, init) => {
    calls.push({ method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return { body: { data: EVENT } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return calls;
}

function renderPanel(canEdit = true, event: AdminEvent = EVENT) {
  const changed = vi.fn();
  renderScreen(<MediaPanel channelKey="varsity" event={event} videos={VIDEOS} canEdit={canEdit} onChanged={changed} />);
  return { changed, panel: screen.getByRole('region', { name: 'Media' }) };
}

describe('MediaPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names each playlist's video (library title or demo label), with the state of one still being made", () => {
    const { panel } = renderPanel();
    expect(within(panel).getByText('Replay · Court')).toBeInTheDocument();
    expect(within(panel).getByText('Live feed · Half-time show')).toBeInTheDocument();
    expect(within(panel).getByText('Processing 42%')).toBeInTheDocument();
    // Pictures are detached, not replaced: only the two playlists offer Replace.
    expect(within(panel).getAllByRole('button', { name: /^Replace/ })).toHaveLength(2);
    expect(within(panel).getAllByRole('button', { name: /^Detach/ })).toHaveLength(3);
  });

  it('attaches a chosen library video as a preview', async () => {
    const calls = serve();
    const { panel, changed } = renderPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Attach a video' }));
    const picker = screen.getByRole('dialog', { name: 'Attach a video to this event' });
    await userEvent.selectOptions(within(picker).getByLabelText('As'), 'preview');
    await userEvent.click(within(picker).getByRole('option', { name: /Final vs Rivals/ }));
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(calls).toContainEqual({ method: 'POST', path: '/api/admin/channels/varsity/events/12/media', body: { video: 'lib-4', kind: 'preview' } });
  });

  it("replaces a playlist's video after a confirmation that viewers keep the same address and their links", async () => {
    const calls = serve();
    const { panel, changed } = renderPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Replace the video of Replay · Court' }));
    const picker = screen.getByRole('dialog', { name: 'Replace the video of this replay' });
    expect(within(picker).getByRole('option', { name: /Court/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(picker).queryByLabelText('As')).toBeNull();
    await userEvent.click(within(picker).getByRole('option', { name: /Final vs Rivals/ }));
    const question = await screen.findByRole('dialog', { name: 'Replace the video of this replay?' });
    expect(question).toHaveTextContent('“Final vs Rivals” takes the place of “Court”. Viewers keep watching at the same address, and links to the old video already handed out keep working until they expire.');
    expect(calls).toHaveLength(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Replace' }));
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(calls).toContainEqual({ method: 'POST', path: '/api/admin/channels/varsity/events/12/media', body: { video: 'lib-4', kind: 'vod', replace: true } });
  });

  it('replaces nothing when the confirmation is cancelled, and detaches after its own confirmation', async () => {
    const calls = serve();
    const { panel } = renderPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Replace the video of Live feed · Half-time show' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Replace the video of this live feed' })).getByRole('option', { name: /Court/ }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Replace the video of this live feed?' })).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);
    await userEvent.click(within(panel).getByRole('button', { name: 'Detach Live feed · Half-time show' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Detach this media?' })).getByRole('button', { name: 'Detach' }));
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', path: '/api/admin/channels/varsity/events/12/media/33', body: undefined }));
  });

  it('offers no changes to an operator who cannot edit', () => {
    const { panel } = renderPanel(false);
    expect(within(panel).queryAllByRole('button')).toHaveLength(0);
  });

  it('attaches a library video as the live fallback slate', async () => {
    const calls = serve();
    const { panel, changed } = renderPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Attach a video' }));
    const picker = screen.getByRole('dialog', { name: 'Attach a video to this event' });
    await userEvent.selectOptions(within(picker).getByLabelText('As'), 'Live fallback slate (looped while the feed is off air)');
    await userEvent.click(within(picker).getByRole('option', { name: /Final vs Rivals/ }));
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(calls).toContainEqual({ method: 'POST', path: '/api/admin/channels/varsity/events/12/media', body: { video: 'lib-4', kind: 'slate' } });
  });

  it('lists the slate with its video and a hint, and detaches it through its own route after a confirmation', async () => {
    const calls = serve();
    const { panel } = renderPanel(true, { ...EVENT, live_slate: 'lib-4' });
    expect(within(panel).getByText('Live fallback slate · Final vs Rivals')).toBeInTheDocument();
    expect(within(panel).getByText(/before the event starts and whenever the live feed is off air/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Detach Live fallback slate · Final vs Rivals' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Detach this media?' })).getByRole('button', { name: 'Detach' }));
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', path: '/api/admin/channels/varsity/events/12/slate', body: undefined }));
  });
});
