import type { AdminIngest } from '@ott/contracts/live-ingest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toast';
import { i18n } from '../../../lib/i18n';
import { renderScreen } from '../../../test/render';
import { IDLE_POLL_LIMIT_MS, ingestKey } from './api';
import { GoLivePanel } from './GoLivePanel';
import { HEALTH, INGEST_PATH, ingestOf, serveIngest } from './test-fixtures';

/** The event, in a time zone other than its channel's (America/Chicago on the demo data). */
const FINAL = { id: 12, name: 'Final', time_zone: 'America/Los_Angeles' };

async function renderPanel() {
  renderScreen(<GoLivePanel channelKey="varsity" event={FINAL} />);
  const panel = screen.getByRole('region', { name: 'Go live' });
  await within(panel).findByRole('status');
  return panel;
}

const answer = (ingest: AdminIngest) => () => ({ body: { data: ingest } });
/** Each element's text with its spaces as a reader sees them (figures and their units are held together by no-break spaces). */
const texts = (elements: Iterable<Element>) => [...elements].map((element) => (element.textContent ?? '').replace(/\s+/g, ' '));

describe('GoLivePanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it.each([
    ['idle', ingestOf(), 'Waiting', 'Waiting for your encoder', ['Start now']],
    [
      'receiving',
      ingestOf({ state: 'receiving', connected: true }),
      'Receiving',
      'Receiving — only operators see this preview; viewers see it when the event goes live at its start or when you press Start now',
      ['Start now', 'End'],
    ],
    ['live', ingestOf({ state: 'live', connected: true }), 'Live', 'Live — viewers are watching', ['End']],
    ['ended', ingestOf({ state: 'ended', replay: { published: true, duration: 3600, trim_start: 0, trim_end: 0 } }), 'Ended', 'Ended — the recording is the replay', []],
  ] as const)('says in plain words where a %s ingest stands, and offers only the actions that fit', async (_, ingest, badge, words, actions) => {
    serveIngest(ingest);
    const panel = await renderPanel();
    const state = within(panel).getByRole('status');
    expect(state.querySelector('.badge')).toHaveTextContent(new RegExp(`^${badge}$`));
    expect(state).toHaveTextContent(`${badge}${words}`);
    for (const action of ['Start now', 'End']) {
      expect(within(panel).queryAllByRole('button', { name: action })).toHaveLength((actions as readonly string[]).includes(action) ? 1 : 0);
    }
    expect(within(panel).queryByText(/Encoder disconnected/)).toBeNull();
  });

  it('says the viewers see the slate while a live event has lost its encoder, and for how long it stays live', async () => {
    serveIngest(ingestOf({ state: 'live', slate: true, reconnect_seconds: 45 }));
    const panel = await renderPanel();
    expect(within(panel).getByText('Encoder disconnected — viewers see the slate; the event stays live for 45 s')).toBeInTheDocument();
  });

  it('copies the exact server URL and stream key, and says so on the button', async () => {
    serveIngest(ingestOf());
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const panel = await renderPanel();
    const copyUrl = within(panel).getByRole('button', { name: 'Copy server URL' });
    expect(copyUrl).toHaveTextContent('Copy');
    await user.click(copyUrl);
    expect(writeText).toHaveBeenLastCalledWith('rtmp://live.varsity.test:1935/live');
    await vi.waitFor(() => expect(copyUrl).toHaveTextContent('Copied'));
    await user.click(within(panel).getByRole('button', { name: 'Copy stream key' }));
    expect(writeText).toHaveBeenLastCalledWith('ev12_k3Y9sQp2ZxW8vB4nT6mR1aL0');
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('says live ingest is off, with no server URL to copy, when the server knows of none', async () => {
    serveIngest(ingestOf({ rtmp_url: null }));
    const panel = await renderPanel();
    expect(within(panel).getByRole('note')).toHaveTextContent(
      'Live ingest is off on this deployment, so no encoder can connect yet. Whoever runs the server turns it on with RTMP_PORT, or names the ingest host with RTMP_PUBLIC_URL.',
    );
    expect(within(panel).queryByLabelText('Server URL')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Copy server URL' })).toBeNull();
    expect(within(panel).getByLabelText('Stream key')).toHaveValue('ev12_k3Y9sQp2ZxW8vB4nT6mR1aL0');
  });

  it('masks the stream key until Show is pressed', async () => {
    serveIngest(ingestOf());
    const panel = await renderPanel();
    const key = within(panel).getByLabelText('Stream key');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveValue('ev12_k3Y9sQp2ZxW8vB4nT6mR1aL0');
    await userEvent.click(within(panel).getByRole('button', { name: 'Show stream key' }));
    expect(key).toHaveAttribute('type', 'text');
    await userEvent.click(within(panel).getByRole('button', { name: 'Hide stream key' }));
    expect(key).toHaveAttribute('type', 'password');
    expect(within(panel).getByLabelText('Server URL')).toHaveValue('rtmp://live.varsity.test:1935/live');
  });

  it("lists the encoder settings and when publishing opens, in the event's time zone (as the event's page shows its start)", async () => {
    serveIngest(ingestOf());
    const panel = await renderPanel();
    const facts = texts(panel.querySelectorAll('.go-live__setup .go-live__fact'));
    expect(facts).toEqual([
      'VideoH.264, a keyframe every 2 s',
      'AudioAAC',
      'ResolutionUp to 1920×1080',
      'Bitrate1080p: 6,000 kbit/s · 720p: 3,000 kbit/s',
      // 23:00 UTC is 3 pm in Los Angeles (5 pm in the channel's Chicago).
      expect.stringMatching(/^Publishing accepted fromDec 5, 2026, 3:00\sPM$/),
    ]);
  });

  it('regenerates the key only after a confirmation that the old key stops at once and a connected encoder is cut', async () => {
    const { writes } = serveIngest(ingestOf(), { 'POST /key': answer(ingestOf({ stream_key: 'ev12_newKey0000000000000000' })) });
    const panel = await renderPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Regenerate key' }));
    const question = await screen.findByRole('dialog', { name: 'Regenerate the stream key?' });
    expect(question).toHaveTextContent('The old key stops working at once, and an encoder connected with it is cut. Paste the new key into your encoder.');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Regenerate key' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Regenerate the stream key?' })).getByRole('button', { name: 'Regenerate key' }));
    await vi.waitFor(() => expect(within(panel).getByLabelText('Stream key')).toHaveValue('ev12_newKey0000000000000000'));
    expect(writes()).toEqual([{ method: 'POST', path: `${INGEST_PATH}/key`, body: {} }]);
  });

  it("ends the live only after a confirmation that viewers' live ends and the recording becomes the replay", async () => {
    const ended = ingestOf({ state: 'ended', replay: { published: true, duration: 3600, trim_start: 0, trim_end: 0 } });
    const { writes } = serveIngest(ingestOf({ state: 'live', connected: true }), { 'POST /action': answer(ended) });
    const panel = await renderPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'End' }));
    const question = await screen.findByRole('dialog', { name: 'End the live?' });
    expect(question).toHaveTextContent("Viewers' live ends now; the recording becomes the replay.");
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);
    await userEvent.click(within(panel).getByRole('button', { name: 'End' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'End the live?' })).getByRole('button', { name: 'End' }));
    await vi.waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Ended — the recording is the replay'));
    expect(writes()).toEqual([{ method: 'POST', path: `${INGEST_PATH}/action`, body: { action: 'end' } }]);
  });

  it('starts the live at once with Start now', async () => {
    const { writes } = serveIngest(ingestOf({ state: 'receiving', connected: true }), { 'POST /action': answer(ingestOf({ state: 'live', connected: true })) });
    const panel = await renderPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Start now' }));
    await vi.waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Live — viewers are watching'));
    expect(writes()).toEqual([{ method: 'POST', path: `${INGEST_PATH}/action`, body: { action: 'start' } }]);
  });

  it("says why Start now was refused, and keeps the state as it was", async () => {
    serveIngest(ingestOf(), { 'POST /action': () => ({ status: 409, body: { message: 'The event has ended', code: 'INGEST_ENDED' } }) });
    const failed = vi.spyOn(toast, 'error');
    const panel = await renderPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Start now' }));
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith('The event has ended'));
    expect(within(panel).getByRole('status')).toHaveTextContent('Waiting for your encoder');
    expect(within(panel).getByRole('button', { name: 'Start now' })).toBeEnabled();
  });

  it('plays the preview while receiving, and shows none while waiting for the encoder', async () => {
    const url = '/media/s/abc/1796000000/e12/live/live-12/master.m3u8';
    serveIngest(ingestOf({ state: 'receiving', connected: true, preview_url: url }));
    const panel = await renderPanel();
    expect(within(panel).getByLabelText('Live preview of Final')).toHaveAttribute('data-testid', 'preview-player');
  });

  it('shows no preview while idle', async () => {
    serveIngest(ingestOf({ preview_url: '/media/s/abc/1796000000/e12/live/live-12/master.m3u8' }));
    const panel = await renderPanel();
    expect(within(panel).queryByTestId('preview-player')).toBeNull();
  });

  it("shows the stream's health, its ladder and every warning in plain words", async () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T23:10:04.200Z'), toFake: ['Date'] });
    serveIngest(ingestOf({ state: 'live', connected: true, health: { ...HEALTH, warnings: ['keyframe_interval', 'low_bitrate', 'not_h264', 'no_audio'] } }));
    const panel = await renderPanel();
    const health = within(panel).getByRole('region', { name: 'Stream health' });
    expect(texts(health.querySelectorAll('.go-live__fact'))).toEqual([
      'Input resolution1920×1080',
      'Frame rate29.97 fps',
      'CodecsH.264 · AAC',
      'Bitrate5,800 kbit/s',
      'Keyframe interval2 s',
      'Packager speed1.42×',
      'Dropped frames3',
      'Reconnects1',
      'Last segment4 s ago',
    ]);
    expect(texts(within(health).getAllByRole('listitem'))).toEqual([
      "Set your encoder's keyframe interval to 2 s: segments are cut on keyframes",
      'The bitrate is too low for the 720p rendition: send at least 2,500 kbit/s of video',
      "The video is not H.264: set your encoder's video codec to H.264 (x264)",
      'No audio is coming in: add an audio source in your encoder, encoded as AAC',
      'Source · 1920×1080 · 5,800 kbit/s · passed through',
      '720p · 1280×720 · 2,800 kbit/s · re-encoded',
    ]);
  });

  it('shows no health while no encoder is connected', async () => {
    serveIngest(ingestOf({ state: 'live', slate: true, health: HEALTH }));
    const panel = await renderPanel();
    expect(within(panel).queryByRole('region', { name: 'Stream health' })).toBeNull();
  });

  it('stops checking by itself after waiting long for an encoder, and checks again on request', async () => {
    const start = new Date('2026-12-05T21:00:00.000Z').getTime();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const { calls } = serveIngest(ingestOf());
    const { client } = renderScreen(<GoLivePanel channelKey="varsity" event={FINAL} />);
    const panel = screen.getByRole('region', { name: 'Go live' });
    await within(panel).findByText('Waiting for your encoder');
    expect(within(panel).queryByRole('button', { name: 'Check again' })).toBeNull();
    vi.setSystemTime(start + IDLE_POLL_LIMIT_MS);
    await client.refetchQueries({ queryKey: ingestKey('varsity', 12) });
    expect(await within(panel).findByText('No encoder for a while: the state is no longer checked by itself.')).toBeInTheDocument();
    const asked = calls.length;
    await userEvent.click(within(panel).getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(within(panel).queryByRole('button', { name: 'Check again' })).toBeNull());
    expect(calls.length).toBe(asked + 1);
  });

  it('speaks French: the state, the slate, the warnings and the encoder settings', async () => {
    serveIngest(ingestOf({ state: 'live', connected: true, slate: true, health: { ...HEALTH, warnings: ['keyframe_interval'] } }));
    await renderPanel();
    await act(() => i18n.changeLanguage('fr'));
    try {
      const french = screen.getByRole('region', { name: 'Passer en direct' });
      expect(within(french).getByRole('status')).toHaveTextContent('En directEn direct — les spectateurs regardent');
      expect(within(french).getByText(/^Encodeur déconnecté — les spectateurs voient le visuel d’attente ; l’événement reste en direct pendant 60\ss$/)).toBeInTheDocument();
      expect(within(french).getByText(/^Réglez l’intervalle d’images clés de votre encodeur sur 2\ss : les segments sont coupés sur les images clés$/)).toBeInTheDocument();
      expect(within(french).getByRole('button', { name: 'Copier la clé de stream' })).toBeInTheDocument();
      expect(texts(french.querySelectorAll('.go-live__setup .go-live__fact'))[4]).toMatch(/^Diffusion acceptée à partir de5 déc\. 2026, 15:00$/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says when the ingest could not be read, and reads it again on Retry', async () => {
    let failing = true;
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      calls.push(String(input));
      if (failing) return new Response(JSON.stringify({ message: 'Something went wrong', code: 'INTERNAL' }), { status: 500 });
      return new Response(JSON.stringify({ data: ingestOf() }), { status: 200 });
    });
    renderScreen(<GoLivePanel channelKey="varsity" event={FINAL} />);
    const panel = screen.getByRole('region', { name: 'Go live' });
    expect(within(panel).getByText('Loading…')).toBeInTheDocument();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Something went wrong');
    failing = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('Waiting for your encoder')).toBeInTheDocument();
    expect(calls).toEqual([INGEST_PATH, INGEST_PATH]);
  });
});
