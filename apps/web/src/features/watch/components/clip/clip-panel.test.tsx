import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../components/ui/toast-store';
import { initI18n, loadScreenStrings } from '../../../../lib/i18n';
import { fail, ok, stubApi } from '../../../../test/api-stub';
import { makeEvent } from '../../../../test/events';
import { signIn } from '../../../../test/users';
import { ClipControl } from './ClipControl';
import { clipFromMoment, initialClipValues, nudgeClipTime } from './clip-form';

const MEDIA = { id: 31, kind: 3, kind_name: 'vod' as const, url: '/media/s/t/1/e7/vod/bars/master.m3u8' };
const replay = makeEvent({ id: 7, stream_status: 'vod', media: [MEDIA] });
const queued = { id: 5, event_id: 7, event_media_id: 31, name: 'Big save', start_time: 5, duration: 10, tags: ['save'], status: 'queued', failure_reason: null, share_path: '/share/5/0b9e2b8e-5d1e-4a5e-9c1e-0f3f1b2c3d4e', url: null, poster: null, created_at: '2026-01-01T00:00:00Z', event: null };

/** A programme video as the player leaves it on the page. */
function playerVideo(position: number, seconds: number): HTMLVideoElement {
  const stage = document.createElement('div');
  stage.className = 'watch__stage';
  const video = document.createElement('video');
  video.setAttribute('data-phase', 'main');
  Object.defineProperty(video, 'currentTime', { value: position, writable: true });
  Object.defineProperty(video, 'duration', { value: seconds });
  video.play = vi.fn(async () => undefined);
  stage.append(video);
  document.body.append(stage);
  return video;
}

async function renderControl(event = replay) {
  await initI18n('en');
  await loadScreenStrings();
  const router = createMemoryRouter([{ path: '/watch/7', element: <ClipControl event={event} /> }, { path: '*', element: null }], { initialEntries: ['/watch/7'] });
  render(<RouterProvider router={router} />);
  return router;
}

const withClipping = (capabilities: string[] = ['watch', 'clipping', 'download_clip'], clips = { used: 0, cap: null as number | null }) =>
  ok({ capabilities, trial_period_used: null, featureCount: { clips: clips.used, downloads: 0 }, featureCaps: { clips: clips.cap, downloads: null } });

beforeEach(() => {
  toastStore.set([]);
  document.querySelector('.watch__stage')?.remove();
});
afterEach(() => vi.unstubAllGlobals());

describe('the clip control', () => {
  it('offers a visitor the passes that grant clipping', async () => {
    stubApi({});
    await renderControl();
    expect(screen.getByRole('link', { name: 'See passes' })).toHaveAttribute('href', '/packages');
    expect(screen.queryByRole('button', { name: /Clip/ })).toBeNull();
  });

  it('shows nothing on an upcoming event, nor on a live one the viewer cannot play', async () => {
    stubApi({});
    signIn();
    await renderControl(makeEvent({ id: 7, stream_status: 'upcoming', media: [{ ...MEDIA, kind: 2, kind_name: 'live' }] }));
    await renderControl(makeEvent({ id: 7, stream_status: 'live', media: [{ ...MEDIA, kind: 2, kind_name: 'live', url: null }] }));
    expect(screen.queryByRole('link', { name: 'See passes' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Clip/ })).toBeNull();
  });

  it('offers the passes to a user without clipping (asked from /user/access)', async () => {
    const api = stubApi({ 'GET /api/user/access': withClipping(['watch']) });
    signIn();
    await renderControl();
    expect(await screen.findByRole('link', { name: 'See passes' }, { timeout: 5000 })).toHaveAttribute('href', '/packages');
    expect(api.sent('GET /api/user/access')).toHaveLength(1);
  });

  it('says the clip limit is reached on the Clip button, before any form, with the way to free a slot', async () => {
    stubApi({ 'GET /api/user/access': withClipping(undefined, { used: 5, cap: 5 }) });
    signIn();
    await renderControl();
    const button = await screen.findByRole('button', { name: /Clip limit reached/ }, { timeout: 5000 });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You have used 5 of 5 clips: delete one to make another. My clips');
    expect(screen.getByRole('link', { name: 'My clips' })).toHaveAttribute('href', '/profile/clips');
    expect(screen.queryByRole('form', { name: 'Make a clip' })).toBeNull();
  });

  it('opens the form below the cap', async () => {
    stubApi({ 'GET /api/user/access': withClipping(undefined, { used: 4, cap: 5 }) });
    signIn();
    playerVideo(40, 50);
    const user = userEvent.setup();
    await renderControl();
    await user.click(await screen.findByRole('button', { name: 'Clip' }, { timeout: 5000 }));
    expect(await screen.findByRole('form', { name: 'Make a clip' })).toBeInTheDocument();
  });
});

describe('the clip panel', () => {
  it('is what was just seen: the 30 s up to the player position, or the first 30 s before that much has played', () => {
    expect(initialClipValues(312.7, 600)).toMatchObject({ start: '00:04:42', end: '00:05:12' });
    expect(initialClipValues(30, 600)).toMatchObject({ start: '00:00:00', end: '00:00:30' });
    expect(initialClipValues(12.7, 600)).toMatchObject({ start: '00:00:00', end: '00:00:30' });
    expect(initialClipValues(0, 600)).toMatchObject({ start: '00:00:00', end: '00:00:30' });
    expect(initialClipValues(700, 600)).toMatchObject({ start: '00:09:30', end: '00:10:00' });
    // A video shorter than a clip is clipped whole.
    expect(initialClipValues(5, 12)).toMatchObject({ start: '00:00:00', end: '00:00:12' });
    // Without a known length (the player has not read it yet), the position still ends the clip.
    expect(initialClipValues(95)).toMatchObject({ start: '00:01:05', end: '00:01:35' });
  });

  it('starts a chosen moment there and ends 30 s later within the video, and nudges by a second', () => {
    expect(clipFromMoment(12.7, 600)).toEqual({ start: '00:00:12', end: '00:00:42' });
    expect(clipFromMoment(590, 600)).toEqual({ start: '00:09:50', end: '00:10:00' });
    expect(nudgeClipTime('00:00:00', -1)).toBe('00:00:00');
    expect(nudgeClipTime('00:09:59', 1, 600)).toBe('00:10:00');
    expect(nudgeClipTime('00:10:00', 1, 600)).toBe('00:10:00');
  });

  it('checks the form as the server does and says what is wrong, sending nothing', async () => {
    const api = stubApi({ 'GET /api/user/access': withClipping(), 'POST /api/clip': ok(queued) });
    signIn();
    playerVideo(40, 50);
    const user = userEvent.setup();
    await renderControl();
    await user.click(await screen.findByRole('button', { name: /Clip/ }, { timeout: 5000 }));
    const panel = await screen.findByRole('form', { name: 'Make a clip' });
    expect(within(panel).getByLabelText('Start')).toHaveValue('00:00:10');
    expect(within(panel).getByLabelText('End')).toHaveValue('00:00:40');

    await user.clear(within(panel).getByLabelText('Start'));
    await user.type(within(panel).getByLabelText('Name'), '   ');
    await user.click(within(panel).getByRole('button', { name: 'Create' }));
    expect(within(panel).getByLabelText('Start')).toHaveAccessibleDescription('Field is required');
    expect(within(panel).getByLabelText('Start')).toHaveFocus();
    expect(within(panel).getByLabelText('Name')).toHaveAccessibleDescription('Please fill in the input field');
    expect(within(panel).getByText('Please select tag')).toBeInTheDocument();

    await user.type(within(panel).getByLabelText('Start'), '00:00:45');
    await user.clear(within(panel).getByLabelText('End'));
    await user.type(within(panel).getByLabelText('End'), '00:00:49');
    await user.click(within(panel).getByRole('button', { name: 'End 1 second later' }));
    await user.click(within(panel).getByRole('button', { name: 'End 1 second later' }));
    expect(within(panel).getByLabelText('End')).toHaveValue('00:00:50');
    await user.clear(within(panel).getByLabelText('End'));
    await user.type(within(panel).getByLabelText('End'), '00:00:55');
    await user.click(within(panel).getByRole('button', { name: 'Create' }));
    expect(within(panel).getByLabelText('End')).toHaveAccessibleDescription('Clip duration longer than end time');

    await user.clear(within(panel).getByLabelText('End'));
    await user.type(within(panel).getByLabelText('End'), '00:00:44');
    await user.click(within(panel).getByRole('button', { name: 'Create' }));
    expect(within(panel).getByLabelText('End')).toHaveAccessibleDescription('A clip lasts 1 to 90 seconds');
    expect(api.sent('POST /api/clip')).toEqual([]);
  });

  it('sends the times in seconds, then shows the wait (spec §9) until the clip is ready to share and download', async () => {
    let polls = 0;
    const api = stubApi({
      'GET /api/user/access': withClipping(),
      'POST /api/clip': ok(queued),
      'GET /api/clips/event/7': () => ok([{ ...queued, status: polls++ === 0 ? 'processing' : 'ready' }])(),
    });
    signIn();
    playerVideo(5, 60);
    const user = userEvent.setup();
    await renderControl();
    await user.click(await screen.findByRole('button', { name: /Clip/ }, { timeout: 5000 }));
    const panel = await screen.findByRole('form', { name: 'Make a clip' });
    await user.clear(within(panel).getByLabelText('Start'));
    await user.type(within(panel).getByLabelText('Start'), '0:05');
    await user.clear(within(panel).getByLabelText('End'));
    await user.type(within(panel).getByLabelText('End'), '0:15');
    await user.type(within(panel).getByLabelText('Name'), 'Big save');
    await user.click(within(panel).getByRole('checkbox', { name: 'Save' }));
    await user.click(within(panel).getByRole('button', { name: 'Create' }));

    // Typed as m:ss, sent in seconds.
    await waitFor(() => expect(api.sent('POST /api/clip')).toEqual([{ event_id: 7, event_media_id: 31, name: 'Big save', start_time: 5, duration: 10, tags: ['save'], api_key: 'user-key' }]));
    expect(toastStore.get().map((toast) => toast.text)).toContain('Clip created');
    expect(await screen.findByRole('status')).toHaveTextContent(/Processing|Queued — this may take up to 5 minutes/);
    expect(await screen.findByRole('button', { name: 'Download' }, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Big save — Ready to share');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  }, 10_000);

  it('offers the replay’s markers as start points: choosing one sets the start there, and the end 30 s on', async () => {
    const api = stubApi({ 'GET /api/user/access': withClipping(), 'POST /api/clip': ok(queued) });
    signIn();
    playerVideo(100, 3000);
    const user = userEvent.setup();
    const markers = [
      { name: 'Goal', seconds: 754.4 },
      { name: 'Kick-off', seconds: 0 },
    ];
    await renderControl(makeEvent({ id: 7, stream_status: 'vod', media: [{ ...MEDIA, markers }] }));
    await user.click(await screen.findByRole('button', { name: /Clip/ }, { timeout: 5000 }));
    const panel = await screen.findByRole('form', { name: 'Make a clip' });
    const moments = within(panel).getByRole('combobox', { name: 'Start at a moment' });
    expect(within(moments).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a moment', 'Kick-off · 0:00', 'Goal · 12:34']);
    expect(moments).toHaveValue('');

    await user.selectOptions(moments, 'Goal · 12:34');
    expect(within(panel).getByLabelText('Start')).toHaveValue('00:12:34');
    expect(within(panel).getByLabelText('End')).toHaveValue('00:13:04');
    expect(moments).toHaveValue('1');
    // Moving the start off the moment leaves the choice open again.
    await user.click(within(panel).getByRole('button', { name: 'Start 1 second later' }));
    expect(moments).toHaveValue('');

    await user.selectOptions(moments, 'Kick-off · 0:00');
    await user.type(within(panel).getByLabelText('Name'), 'Opening');
    await user.click(within(panel).getByRole('checkbox', { name: 'Highlight' }));
    await user.click(within(panel).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.sent('POST /api/clip')).toMatchObject([{ start_time: 0, duration: 30, name: 'Opening' }]));
  });

  it('offers no moments for a replay without markers', async () => {
    stubApi({ 'GET /api/user/access': withClipping() });
    signIn();
    playerVideo(0, 60);
    const user = userEvent.setup();
    await renderControl();
    await user.click(await screen.findByRole('button', { name: /Clip/ }, { timeout: 5000 }));
    expect(within(await screen.findByRole('form', { name: 'Make a clip' })).queryByRole('combobox', { name: 'Start at a moment' })).toBeNull();
  });

  it('puts the server’s field errors on the fields', async () => {
    stubApi({
      'GET /api/user/access': withClipping(),
      'POST /api/clip': fail(400, 'Validation failed', 'VALIDATION_FAILED', { duration: ['clip duration longer than end time'] }),
    });
    signIn();
    playerVideo(0, 60);
    const user = userEvent.setup();
    await renderControl();
    await user.click(await screen.findByRole('button', { name: /Clip/ }, { timeout: 5000 }));
    const panel = await screen.findByRole('form', { name: 'Make a clip' });
    await user.type(within(panel).getByLabelText('Name'), 'Late one');
    await user.click(within(panel).getByRole('checkbox', { name: 'Goal' }));
    await user.click(within(panel).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(panel).getByLabelText('End')).toHaveAccessibleDescription('Clip duration longer than end time'));
  });

  it('trims on a small timeline: each end is a slider moved by the keyboard, and the time fields follow', async () => {
    stubApi({ 'GET /api/user/access': withClipping() });
    signIn();
    playerVideo(300, 600);
    const user = userEvent.setup();
    await renderControl();
    await user.click(await screen.findByRole('button', { name: /Clip/ }, { timeout: 5000 }));
    const panel = await screen.findByRole('form', { name: 'Make a clip' });
    const trim = within(panel).getByRole('group', { name: 'Trim the clip' });
    const start = within(trim).getByRole('slider', { name: 'Start of the clip' });
    const end = within(trim).getByRole('slider', { name: 'End of the clip' });
    expect(start).toHaveValue('270');
    expect(start).toHaveAttribute('aria-valuetext', '00:04:30');
    expect(end).toHaveValue('300');
    expect(trim).toHaveTextContent('00:03:2030 s clip00:05:20');

    start.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(panel).getByLabelText('Start')).toHaveValue('00:04:28');
    await user.keyboard('{PageUp}');
    expect(within(panel).getByLabelText('Start')).toHaveValue('00:04:38');
    end.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(panel).getByLabelText('End')).toHaveValue('00:05:01');
    expect(end).toHaveAttribute('aria-valuetext', '00:05:01');
    expect(trim).toHaveTextContent('23 s clip');
    // An end never goes before the start, nor a clip past 90 s.
    await user.keyboard('{Home}');
    expect(within(panel).getByLabelText('End')).toHaveValue('00:04:39');
    start.focus();
    await user.keyboard('{Home}');
    expect(within(panel).getByLabelText('Start')).toHaveValue('00:03:20');

    // Typed times move the handles.
    await user.clear(within(panel).getByLabelText('Start'));
    await user.type(within(panel).getByLabelText('Start'), '4:00');
    expect(start).toHaveValue('240');
  });

  it('brings the player into view to preview the selection there', async () => {
    stubApi({ 'GET /api/user/access': withClipping() });
    signIn();
    const video = playerVideo(300, 600);
    const scrolled = vi.fn();
    video.parentElement!.scrollIntoView = scrolled;
    const user = userEvent.setup();
    await renderControl();
    await user.click(await screen.findByRole('button', { name: /Clip/ }, { timeout: 5000 }));
    await user.click(within(await screen.findByRole('form', { name: 'Make a clip' })).getByRole('button', { name: 'Preview' }));
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
    expect(video.currentTime).toBe(270);
    expect(video.play).toHaveBeenCalled();
  });
});
