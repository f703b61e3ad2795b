import type { ChatMessage, ChatStreamState } from '@ott/contracts/chat';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { resetUser } from '../../lib/session';
import { clearApiDataCache } from '../../lib/use-api-data';
import { jsonResponse } from '../../test/fixtures';
import { ok, stubApi } from '../../test/api-stub';
import { makeEvent } from '../../test/events';
import { FakeEventSource } from '../../test/fake-event-source';
import { renderApp } from '../../test/render-app';
import { makeUserAccess, signIn } from '../../test/users';

vi.mock('../watch/player/stream-engine', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  attachStream: vi.fn(async () => ({ setLevel: vi.fn(), destroy: vi.fn() })),
  preloadStreamEngine: vi.fn(),
  claimEarlyVideo: vi.fn(() => null),
}));
vi.mock('../watch/player/media-chrome-elements', () => ({ setPlayerLanguage: vi.fn() }));

const onAir = () => makeEvent({ id: 7, stream_status: 'live', type: 'live', media: [{ id: 4, kind: 2, kind_name: 'live', url: '/media/live/master.m3u8' }] });
const replay = () => makeEvent({ id: 7, stream_status: 'vod', type: 'vod', media: [{ id: 4, kind: 3, kind_name: 'vod', url: '/media/vod/master.m3u8' }] });
const message = (id: number, text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({ id, event_id: 7, display_name: `Fan ${id}`, text, offset_s: id * 10, created_at: '2026-11-30T00:00:00.000Z', pinned: false, ...extra });
const state = (overrides: Partial<ChatStreamState> = {}): ChatStreamState => ({
  rules: { slow_mode_s: 0, mode: 'open', anonymous_read: true, links_allowed: false },
  pinned: null,
  deleted_ids: [],
  can_write: true,
  write_denial: null,
  ...overrides,
});

const chatSource = async () => {
  await waitFor(() => expect(FakeEventSource.open().filter((source) => source.url.includes('/chat'))).toHaveLength(1));
  return FakeEventSource.open().find((source) => source.url.includes('/chat'))!;
};
const emit = async (type: string, data: unknown) => {
  const source = await chatSource();
  act(() => source.send(type, JSON.stringify(data)));
};

beforeEach(() => {
  vi.clearAllMocks();
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'test-key');
  clearApiDataCache();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  HTMLMediaElement.prototype.play = vi.fn(async () => undefined);
});
afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

describe('the chat panel of a live event', () => {
  it('asks a visitor to sign in to chat, shows the messages as text and removes a deleted one', async () => {
    stubApi({ 'GET /api/events/7': ok(onAir()), 'GET /api/events/7/preroll': ok(null) });
    await renderApp('/watch/7');
    const source = await chatSource();
    expect(source.url).toBe('/api/events/7/chat?api_key=test-key');
    await emit('state', state({ can_write: false, write_denial: 'login_required' }));
    await emit('message', message(1, '<b>bold?</b> 🎉'));
    await emit('message', message(2, 'second'));
    const panel = screen.getByRole('complementary', { name: 'Live chat' });
    const log = within(panel).getByRole('log', { name: 'Chat messages' });
    expect(within(log).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Fan 1 <b>bold?</b> 🎉', 'Fan 2 second']);
    expect(log.querySelector('b')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(panel).queryByRole('textbox')).toBeNull();

    await emit('delete', { id: 1 });
    expect(within(log).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Fan 2 second']);
  });

  it('lets a signed-in viewer send, counts characters, says why the server refused, and reports a message', async () => {
    signIn();
    const api = stubApi({
      'GET /api/events/7': ok(onAir()),
      'GET /api/events/7/preroll': ok(null),
      'GET /api/user/access': ok(makeUserAccess()),
      'POST /api/events/7/chat': () => jsonResponse(429, { message: 'Slow mode is on: wait 12 s before your next message', code: 'CHAT_SLOW_MODE', message_code: 'CHAT_SLOW_MODE', params: { seconds: 12 } }),
      'POST /api/events/7/chat/3/report': ok({ message_id: 3 }),
    });
    await renderApp('/watch/7');
    await emit('state', state({ pinned: message(9, 'Welcome to the final', { pinned: true }), rules: { slow_mode_s: 15, mode: 'open', anonymous_read: true, links_allowed: false } }));
    await emit('message', message(3, 'hello'));
    const panel = screen.getByRole('complementary', { name: 'Live chat' });
    expect(within(panel).getByRole('note', { name: 'Pinned' })).toHaveTextContent('Welcome to the final');
    expect(within(panel).getByText('Slow mode: one message every 15 s.')).toBeInTheDocument();

    const box = within(panel).getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'Go team 🎉');
    expect(within(panel).getByText('9/500')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Slow mode is on: wait 12 s before your next message.');
    expect(api.sent('POST /api/events/7/chat')).toEqual([{ api_key: 'user-key', text: 'Go team 🎉' }]);
    expect(box).toHaveValue('Go team 🎉');

    await userEvent.click(within(panel).getByRole('button', { name: 'Report the message of Fan 3' }));
    expect(await within(panel).findByText('Reported')).toBeInTheDocument();
    expect(api.sent('POST /api/events/7/chat/3/report')).toHaveLength(1);
  });

  it('offers a button to the newest messages when the viewer has scrolled up', async () => {
    stubApi({ 'GET /api/events/7': ok(onAir()), 'GET /api/events/7/preroll': ok(null) });
    await renderApp('/watch/7');
    await emit('state', state());
    await emit('message', message(1, 'first'));
    const log = screen.getByRole('log', { name: 'Chat messages' });
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 200 });
    log.scrollTop = 100;
    act(() => void log.dispatchEvent(new Event('scroll')));
    await emit('message', message(2, 'second'));
    await userEvent.click(await screen.findByRole('button', { name: 'New messages ↓' }));
    expect(log.scrollTop).toBe(1000);
    expect(screen.queryByRole('button', { name: 'New messages ↓' })).toBeNull();
  });
});

describe('the chat replay', () => {
  it("shows the replay's messages up to the video's time", async () => {
    stubApi({
      'GET /api/events/7': ok(replay()),
      'GET /api/events/7/preroll': ok(null),
      'GET /api/events/7/chat/replay': ok([message(1, 'early', { offset_s: 5 }), message(2, 'later', { offset_s: 120 })]),
    });
    await renderApp('/watch/7');
    const panel = await screen.findByRole('complementary', { name: 'Chat replay' });
    const video = document.querySelector<HTMLVideoElement>('.watch__stage video[data-phase="main"]');
    if (video) Object.defineProperty(video, 'currentTime', { configurable: true, value: 30 });
    await waitFor(() => expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Fan 1 early']));
    if (video) Object.defineProperty(video, 'currentTime', { configurable: true, value: 200 });
    await waitFor(() => expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Fan 1 early', 'Fan 2 later']));
  });
});
