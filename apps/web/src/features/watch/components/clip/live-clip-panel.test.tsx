import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../components/ui/toast-store';
import { initI18n, loadScreenStrings } from '../../../../lib/i18n';
import { fail, ok, stubApi } from '../../../../test/api-stub';
import { makeEvent } from '../../../../test/events';
import { makeUserAccess, signIn } from '../../../../test/users';
import { registerMediaClock, segmentClock } from '../../player/media-clock';
import { ClipControl } from './ClipControl';
import { dateOfTimeOfDay, endStillLive, formatTimeOfDay, initialLiveClipValues, nudgeTimeOfDay, validateLiveClip } from './live-clip-form';

const LIVE_MEDIA = { id: 32, kind: 2, kind_name: 'live' as const, url: '/media/s/t/1/e7/live/bars/master.m3u8' };
const live = makeEvent({ id: 7, stream_status: 'live', media: [LIVE_MEDIA] });
/** The first second of the DVR window the player holds, as a time of day on this machine's clock. */
const T = new Date(2026, 10, 25, 14, 30, 0).getTime();
const queued = { id: 6, event_id: 7, event_media_id: 32, name: 'Late goal', start_time: 4960, duration: 10, tags: ['goal'], status: 'queued', failure_reason: null, share_path: '/share/6/0b9e2b8e-5d1e-4a5e-9c1e-0f3f1b2c3d4e', url: null, poster: null, created_at: '2026-11-25T14:33:00Z', event: null };

/**
 * A live programme video as the player leaves it: 3 minutes of 2 s segments dated from 14:30:00 (the window), on the
 * media timeline from 0 s, playing at `position`.
 */
function liveVideo(position: number, dated = true): HTMLVideoElement {
  const stage = document.createElement('div');
  stage.className = 'watch__stage';
  const video = document.createElement('video');
  video.setAttribute('data-phase', 'main');
  Object.defineProperty(video, 'currentTime', { value: position, writable: true });
  Object.defineProperty(video, 'duration', { value: Infinity });
  Object.defineProperty(video, 'seekable', { value: { length: 1, start: () => 0, end: () => 180 } });
  video.play = vi.fn(async () => undefined);
  const segments = Array.from({ length: 90 }, (_, k) => ({ start: 2 * k, duration: 2, programDateTime: dated ? T + 2000 * k : null }));
  registerMediaClock(video, segmentClock(() => segments));
  stage.append(video);
  document.body.append(stage);
  return video;
}

async function renderControl() {
  await initI18n('en');
  await loadScreenStrings();
  const router = createMemoryRouter([{ path: '/watch/7', element: <ClipControl event={live} /> }, { path: '*', element: null }], { initialEntries: ['/watch/7'] });
  render(<RouterProvider router={router} />);
}

const withClipping = () => ok(makeUserAccess({ capabilities: ['watch', 'clipping', 'download_clip'] }));

beforeEach(() => {
  toastStore.set([]);
  document.querySelector('.watch__stage')?.remove();
});
afterEach(() => vi.unstubAllGlobals());

describe('live clip times', () => {
  const span = { playing: T + 170_400, windowStart: T, edge: T + 180_000 };

  it('are times of day on the viewer’s clock, taken on the day nearest the moment watched', () => {
    expect(formatTimeOfDay(T + 170_400)).toBe('14:32:50');
    expect(dateOfTimeOfDay('14:32:40', span.playing)).toBe(T + 160_000);
    expect(dateOfTimeOfDay('25:00:00', span.playing)).toBeNull();
    // Just after midnight, 23:59:50 is yesterday's.
    const midnight = new Date(2026, 10, 26, 0, 0, 5).getTime();
    expect(dateOfTimeOfDay('23:59:50', midnight)).toBe(midnight - 15_000);
    expect(nudgeTimeOfDay('23:59:59', 1, midnight)).toBe('00:00:00');
  });

  it('are what was just seen: the 30 s that end at the second on screen, all recorded already', () => {
    const values = initialLiveClipValues(span);
    expect(values).toMatchObject({ start: '14:32:20', end: '14:32:50' });
    expect(endStillLive(values, span)).toBe(false);
    expect(endStillLive({ start: '14:32:50', end: '14:33:20' }, span)).toBe(true);
    // Fewer than 30 s in the window behind the picture: from the window's oldest second.
    expect(initialLiveClipValues({ ...span, playing: T + 12_600 })).toMatchObject({ start: '14:30:00', end: '14:30:12' });
    // A player showing a moment already slid out of the window: the window's first second onwards.
    expect(initialLiveClipValues({ ...span, playing: T - 3_000, windowStart: T + 500 })).toMatchObject({ start: '14:30:01', end: '14:30:02' });
  });

  it('are sent as the start’s date and the length, within the window', () => {
    const values = { start: '14:32:40', end: '14:32:50', name: 'Late goal', tags: ['goal'] };
    expect(validateLiveClip(values, { eventId: 7, mediaId: 32 }, span)).toEqual({
      request: { event_id: 7, event_media_id: 32, name: 'Late goal', start_at: new Date(T + 160_000).toISOString(), duration: 10, tags: ['goal'] },
    });
    expect(validateLiveClip({ ...values, start: '14:29:59', end: '14:30:09' }, { eventId: 7, mediaId: 32 }, span)).toEqual({ errors: { start: 'That moment is no longer in the live window' } });
    expect(validateLiveClip({ ...values, start: '14:33:05', end: '14:33:15' }, { eventId: 7, mediaId: 32 }, span)).toEqual({ errors: { start: 'That moment has not been played yet' } });
    expect(validateLiveClip({ ...values, end: '14:34:20' }, { eventId: 7, mediaId: 32 }, span)).toEqual({ errors: { end: 'Must be 1 to 90 seconds' } });
    expect(validateLiveClip({ ...values, start: '2:61:00' }, { eventId: 7, mediaId: 32 }, span)).toEqual({ errors: { start: 'Field value is invalid' } });
  });
});

describe('the clip panel on a live event', () => {
  it('starts where the viewer is, says when the end is still live, keeps to the window, and sends the start’s date', async () => {
    let polls = 0;
    const api = stubApi({
      'GET /api/user/access': withClipping(),
      'POST /api/clip': ok(queued),
      'GET /api/clips/event/7': () => ok([{ ...queued, status: polls++ === 0 ? 'processing' : 'ready' }])(),
    });
    signIn();
    liveVideo(170.4);
    const user = userEvent.setup();
    await renderControl();
    await user.click(await screen.findByRole('button', { name: /Clip/ }, { timeout: 5000 }));
    const panel = await screen.findByRole('form', { name: 'Make a clip' });
    expect(within(panel).getByLabelText('Start')).toHaveValue('14:32:20');
    expect(within(panel).getByLabelText('End')).toHaveValue('14:32:50');
    expect(within(panel).getByText(/can start from 14:30:00/)).toBeInTheDocument();
    expect(within(panel).queryByText(/The end is still live/)).toBeNull();
    // The timeline ends at what has been recorded; its handles are times of day.
    const trim = within(panel).getByRole('group', { name: 'Trim the clip' });
    expect(within(trim).getByRole('slider', { name: 'End of the clip' })).toHaveAttribute('aria-valuetext', '14:32:50');
    expect(trim).toHaveTextContent('14:31:0030 s clip14:33:00');
    within(trim).getByRole('slider', { name: 'End of the clip' }).focus();
    await user.keyboard('{End}');
    expect(within(panel).getByLabelText('End')).toHaveValue('14:33:00');
    // A typed end ahead of the recording waits for it, and says so.
    await user.clear(within(panel).getByLabelText('End'));
    await user.type(within(panel).getByLabelText('End'), '14:33:20');
    expect(within(panel).getByText('The end is still live; the clip will be ready when it is recorded.')).toBeInTheDocument();

    // Before the window: said on the field, nothing sent.
    await user.clear(within(panel).getByLabelText('Start'));
    await user.type(within(panel).getByLabelText('Start'), '14:29:58');
    await user.click(within(panel).getByRole('button', { name: 'Start 1 second later' }));
    expect(within(panel).getByLabelText('Start')).toHaveValue('14:29:59');
    await user.type(within(panel).getByLabelText('Name'), 'Late goal');
    await user.click(within(panel).getByRole('checkbox', { name: 'Goal' }));
    await user.click(within(panel).getByRole('button', { name: 'Create' }));
    expect(within(panel).getByLabelText('Start')).toHaveAccessibleDescription('That moment is no longer in the live window');
    expect(api.sent('POST /api/clip')).toEqual([]);

    await user.clear(within(panel).getByLabelText('Start'));
    await user.type(within(panel).getByLabelText('Start'), '14:32:40');
    await user.clear(within(panel).getByLabelText('End'));
    await user.type(within(panel).getByLabelText('End'), '14:32:50');
    expect(within(panel).queryByText(/The end is still live/)).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Create' }));

    await waitFor(() =>
      expect(api.sent('POST /api/clip')).toEqual([{ event_id: 7, event_media_id: 32, name: 'Late goal', start_at: new Date(T + 160_000).toISOString(), duration: 10, tags: ['goal'], api_key: 'user-key' }]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(/Processing|Queued — this may take up to 5 minutes/);
    expect(screen.queryByText(/The end is still live/)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Download' }, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  }, 30_000);

  it('previews the selection from its date on the player’s timeline', async () => {
    stubApi({ 'GET /api/user/access': withClipping() });
    signIn();
    const video = liveVideo(170);
    const user = userEvent.setup();
    await renderControl();
    await user.click(await screen.findByRole('button', { name: /Clip/ }, { timeout: 5000 }));
    const panel = await screen.findByRole('form', { name: 'Make a clip' });
    await user.clear(within(panel).getByLabelText('Start'));
    await user.type(within(panel).getByLabelText('Start'), '14:31:15');
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    expect(video.currentTime).toBe(75);
    expect(video.play).toHaveBeenCalled();
  });

  it('says a clip waiting for its end is made once the end is recorded, and shows the server’s word on the start', async () => {
    const api = stubApi({
      'GET /api/user/access': withClipping(),
      'POST /api/clip': (body) =>
        body.name === 'Too old' ? fail(400, 'Validation failed', 'VALIDATION_FAILED', { start_at: ['That moment is no longer in the live window'] })() : ok({ ...queued, status: 'processing' })(),
      'GET /api/clips/event/7': ok([{ ...queued, status: 'processing' }]),
    });
    signIn();
    liveVideo(170.4);
    const user = userEvent.setup();
    await renderControl();
    await user.click(await screen.findByRole('button', { name: /Clip/ }, { timeout: 5000 }));
    const panel = await screen.findByRole('form', { name: 'Make a clip' });
    // The end is asked for beyond what is recorded: the clip waits for it.
    await user.clear(within(panel).getByLabelText('Start'));
    await user.type(within(panel).getByLabelText('Start'), '14:32:50');
    await user.clear(within(panel).getByLabelText('End'));
    await user.type(within(panel).getByLabelText('End'), '14:33:20');
    await user.type(within(panel).getByLabelText('Name'), 'Too old');
    await user.click(within(panel).getByRole('checkbox', { name: 'Goal' }));
    await user.click(within(panel).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(panel).getByLabelText('Start')).toHaveAccessibleDescription('That moment is no longer in the live window'));

    await user.clear(within(panel).getByLabelText('Name'));
    await user.type(within(panel).getByLabelText('Name'), 'Late goal');
    await user.click(within(panel).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.sent('POST /api/clip')).toHaveLength(2));
    expect(api.sent('POST /api/clip')[1]).toMatchObject({ start_at: new Date(T + 170_000).toISOString(), duration: 30 });
    expect(await screen.findByText('The end is still live; the clip will be ready when it is recorded.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Late goal — Processing');
  });

  it('asks for the live picture first when the player has no date to start from, and opens once it has', async () => {
    stubApi({ 'GET /api/user/access': withClipping() });
    signIn();
    const video = liveVideo(10, false);
    const user = userEvent.setup();
    await renderControl();
    await user.click(await screen.findByRole('button', { name: /Clip/ }, { timeout: 5000 }));
    expect(screen.getByText('Play the live picture first: a clip starts from the moment you are watching.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Make a clip' })).toBeNull();

    registerMediaClock(video, segmentClock(() => [{ start: 0, duration: 180, programDateTime: T }]));
    const panel = await screen.findByRole('form', { name: 'Make a clip' }, { timeout: 3000 });
    expect(within(panel).getByLabelText('Start')).toHaveValue('14:30:00');
    expect(within(panel).getByLabelText('End')).toHaveValue('14:30:10');
  });
});
