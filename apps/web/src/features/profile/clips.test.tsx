import type { Clip } from '@ott/contracts/clips';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { leaveApp } from '../../lib/leave-app';
import { fail, ok, stubApi } from '../../test/api-stub';
import { makeEvent } from '../../test/events';
import { makeBootstrap } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { signIn } from '../../test/users';
import { CLIPS_POLL_MS } from './api/clips';

vi.mock('../../lib/leave-app', () => ({ leaveApp: vi.fn() }));

const clip = (overrides: Partial<Clip> = {}): Clip => ({
  id: 5,
  event_id: 7,
  event_media_id: 31,
  name: 'Big save',
  start_time: 65,
  duration: 10,
  tags: ['save', 'own tag'],
  status: 'ready',
  failure_reason: null,
  share_path: '/share/5/0b9e2b8e-5d1e-4a5e-9c1e-0f3f1b2c3d4e',
  url: '/media/s/t/1/c5/clip/bars/master.m3u8',
  poster: '/media/s/t/1/c5/clip/bars/poster.jpg',
  created_at: '2026-01-01T00:00:00Z',
  event: makeEvent({ id: 7, name: 'Owls at Hawks', participants: [] }),
  ...overrides,
});
const access = (capabilities: string[], clips = { used: 1, cap: null as number | null }) =>
  ok({ capabilities, trial_period_used: null, featureCount: { clips: clips.used, downloads: 0 }, featureCaps: { clips: clips.cap, downloads: null } });

beforeEach(() => {
  signIn();
  toastStore.set([]);
  vi.mocked(leaveApp).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Screens load their code and strings first: a busy machine gets room. */
const LOADED = { timeout: 5000 };
const list = async () => within(await screen.findByRole('region', { name: 'My clips' }, LOADED)).findByRole('list', undefined, LOADED);

describe('my clips', () => {
  it('says so when there are none, with the way to the replays', async () => {
    stubApi({ 'GET /api/clips/user': ok([]), 'GET /api/user/access': access(['clipping']) });
    await renderApp('/profile/clips');
    expect(await screen.findByText(/You have not cut any clips yet/, undefined, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Replays' })).toHaveAttribute('href', '/vod');
  });

  it('shows a load failure that can be retried', async () => {
    let calls = 0;
    stubApi({ 'GET /api/clips/user': () => (calls++ === 0 ? fail(500, 'Something went wrong', 'INTERNAL')() : ok([clip()])()), 'GET /api/user/access': access([]) });
    const user = userEvent.setup();
    await renderApp('/profile/clips');
    expect(await screen.findByRole('alert', undefined, LOADED)).toHaveTextContent('Your clips could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Big save' }, LOADED)).toBeInTheDocument();
  });

  it('lists each clip with its event, span, tags and status badge, and only a ready clip plays, shares and downloads', async () => {
    stubApi({
      'GET /api/clips/user': ok([clip(), clip({ id: 6, name: 'Late goal', status: 'failed', failure_reason: 'The source video is gone', url: null, poster: null }), clip({ id: 8, name: 'Opening', status: 'processing', url: null, poster: null })]),
      'GET /api/user/access': access(['clipping', 'download_clip']),
    });
    await renderApp('/profile/clips');
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [ready, failed, processing] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(ready).toHaveTextContent('From Owls at Hawks · 00:01:05 to 00:01:15');
    expect(ready).toHaveTextContent('ReadySaveown tag');
    expect(within(ready).getByRole('link', { name: 'Play Big save' })).toHaveAttribute('href', '/share/5/0b9e2b8e-5d1e-4a5e-9c1e-0f3f1b2c3d4e');
    expect(await within(ready).findByRole('button', { name: 'Download Big save' }, LOADED)).toBeInTheDocument();
    expect(within(ready).getByRole('button', { name: 'Share Big save' })).toBeInTheDocument();
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('The source video is gone');
    expect(processing).toHaveTextContent('Processing');
    for (const unfinished of [failed, processing]) {
      expect(within(unfinished).queryByRole('link', { name: /Play/ })).toBeNull();
      expect(within(unfinished).queryByRole('button', { name: /Download|Share/ })).toBeNull();
      expect(within(unfinished).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    }
  });

  it('offers no download without download_clip', async () => {
    stubApi({ 'GET /api/clips/user': ok([clip()]), 'GET /api/user/access': access(['clipping'], { used: 1, cap: 5 }) });
    await renderApp('/profile/clips');
    await screen.findByRole('link', { name: 'Play Big save' }, LOADED);
    // The access answer is on screen (its counters are), and no download came with it.
    expect(await screen.findByText('1 of 5 clips used.', undefined, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Big save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Big save' })).toBeNull();
  });

  it('asks again every few seconds while a clip is being made, and stops once it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const api = stubApi({
      'GET /api/clips/user': () => ok([clip({ status: calls++ < 1 ? 'queued' : 'ready', url: null })])(),
      'GET /api/user/access': access(['clipping']),
    });
    await renderApp('/profile/clips');
    expect(await screen.findByText('Queued', undefined, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Queued — this may take up to 5 minutes')).toBeInTheDocument();
    // The poll is due one interval later on the fake clock: moved there at once, rather than waited for.
    await vi.advanceTimersByTimeAsync(CLIPS_POLL_MS);
    expect(await screen.findByText('Ready', undefined, LOADED)).toBeInTheDocument();
    expect(api.sent('GET /api/clips/user')).toHaveLength(2);
    // Three more intervals, again on the fake clock: a ready clip is not asked about again.
    await vi.advanceTimersByTimeAsync(3 * CLIPS_POLL_MS);
    expect(api.sent('GET /api/clips/user')).toHaveLength(2);
  });

  it('downloads through the signed link the server gives', async () => {
    const api = stubApi({
      'GET /api/clips/user': ok([clip()]),
      'GET /api/user/access': access(['clipping', 'download_clip']),
      'GET /api/clip/download/5': ok({ url: '/media/s/t/1/c5/clip/bars/download.mp4' }),
    });
    const user = userEvent.setup();
    await renderApp('/profile/clips');
    await user.click(await screen.findByRole('button', { name: 'Download Big save' }, LOADED));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/media/s/t/1/c5/clip/bars/download.mp4'));
    expect(api.sent('GET /api/clip/download/5')).toHaveLength(1);
  });

  it('deletes a clip only after confirming, and keeps it when the user changes their mind', async () => {
    const api = stubApi({ 'GET /api/clips/user': ok([clip()]), 'GET /api/user/access': access(['clipping']), 'DELETE /api/clip/5': ok({ id: 5 }) });
    const user = userEvent.setup();
    await renderApp('/profile/clips');
    await user.click(await screen.findByRole('button', { name: 'Delete Big save' }, LOADED));
    let dialog = screen.getByRole('dialog', { name: 'Delete this clip?' });
    expect(dialog).toHaveTextContent('“Big save” and its share link will stop working.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent('DELETE /api/clip/5')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Big save' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this clip?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete clip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('DELETE /api/clip/5')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Big save' })).toBeNull();
    expect(toastStore.get().map((toast) => toast.text)).toContain('Clip deleted');
  });

  it('says how many clips of the cap are used, and a deleted clip gives its slot back', async () => {
    let used = 5;
    const api = stubApi({
      'GET /api/clips/user': ok([clip()]),
      'GET /api/user/access': () => access(['clipping'], { used, cap: 5 })(),
      'DELETE /api/clip/5': () => {
        used = 4;
        return ok({ id: 5 })();
      },
    });
    const user = userEvent.setup();
    await renderApp('/profile/clips');
    expect(await screen.findByText('5 of 5 clips used. Delete a clip to make another.', undefined, LOADED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Big save' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this clip?' })).getByRole('button', { name: 'Delete clip' }));
    expect(await screen.findByText(/You have not cut any clips yet/, undefined, LOADED)).toBeInTheDocument();
    expect(await screen.findByText('4 of 5 clips used.', undefined, LOADED)).toBeInTheDocument();
    expect(api.sent('GET /api/user/access')).toHaveLength(2);
  });

  it('shows the clips used in French', async () => {
    stubApi({ 'GET /api/clips/user': ok([clip()]), 'GET /api/user/access': access(['clipping'], { used: 2, cap: 5 }) });
    await renderApp('/profile/clips', makeBootstrap(), 'fr');
    expect(await screen.findByText('Extraits utilisés : 2 sur 5.', undefined, LOADED)).toBeInTheDocument();
  });

  it('renames a clip, checking the name as a new clip’s, and shows the new name at once', async () => {
    const api = stubApi({
      'GET /api/clips/user': ok([clip()]),
      'GET /api/user/access': access(['clipping']),
      'POST /api/clip/5': (body) => ok(clip({ name: String(body.name) }))(),
    });
    const user = userEvent.setup();
    await renderApp('/profile/clips');
    await user.click(await screen.findByRole('button', { name: 'Rename Big save' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: 'Rename this clip' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Big save');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Please fill in the input field');
    expect(api.sent('POST /api/clip/5')).toEqual([]);

    await user.clear(name);
    await user.type(name, 'Save of the year');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /api/clip/5')).toEqual([{ _method: 'patch', name: 'Save of the year', api_key: 'user-key' }]);
    expect(screen.getByRole('heading', { name: 'Save of the year' })).toBeInTheDocument();
    expect(toastStore.get().map((toast) => toast.text)).toContain('Clip renamed');
  });
});
