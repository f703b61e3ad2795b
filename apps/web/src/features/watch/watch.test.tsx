import type { EventMedia, Event as WireEvent } from '@ott/contracts/events';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { leaveApp } from '../../lib/leave-app';
import { returnPage } from '../../lib/navigation-rules';
import { userStore } from '../../lib/session';
import { fail, ok, stubApi } from '../../test/api-stub';
import { jsonResponse } from '../../test/fixtures';
import { makePass } from '../../test/commerce';
import { makeEvent } from '../../test/events';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { requestOpeningPasses } from './api/gate-passes';
import type * as StreamEngineModule from './player/stream-engine';
import { setPlayerLanguage } from './player/media-chrome-elements';
import { attachStream, claimEarlyVideo, type AttachOptions } from './player/stream-engine';

vi.mock('./player/stream-engine', async (importOriginal) => ({
  ...(await importOriginal<typeof StreamEngineModule>()),
  attachStream: vi.fn(),
  preloadStreamEngine: vi.fn(),
  claimEarlyVideo: vi.fn(() => null),
}));
vi.mock('./player/media-chrome-elements', () => ({ setPlayerLanguage: vi.fn() }));
vi.mock('../../lib/leave-app', () => ({ leaveApp: vi.fn() }));

const SIGNED = '/media/s/token-a/1795287900/e7/vod/bars/master.m3u8';
const poster: EventMedia = { id: 2, kind: 1, kind_name: 'image', url: '/media/demo/bars/poster.jpg' };
const replay = (media: Partial<EventMedia>, extra: Partial<WireEvent> = {}) =>
  makeEvent({ stream_status: 'vod', type: 'vod', media: [poster, { id: 3, kind: 3, kind_name: 'vod', url: null, ...media }], ...extra });

const engine = { setLevel: vi.fn(), destroy: vi.fn() };
let attached: AttachOptions | undefined;

beforeEach(() => {
  vi.clearAllMocks();
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'test-key');
  attached = undefined;
  vi.mocked(attachStream).mockImplementation(async (_video, _url, options) => {
    attached = options;
    return engine;
  });
  HTMLMediaElement.prototype.play = vi.fn(async () => undefined);
  vi.mocked(claimEarlyVideo).mockImplementation(() => null);
});
afterEach(() => vi.unstubAllGlobals());

function serve(...events: WireEvent[]) {
  const answers = [...events];
  return stubApi({
    'GET /api/events/7': () => ok(answers.length > 1 ? answers.shift() : answers[0])(),
    'GET /api/events/7/preroll': ok(null),
  });
}

describe('watch page', () => {
  it('plays a free replay’s signed stream under its title, its teams and start time', async () => {
    serve(replay({ url: SIGNED }));
    await renderApp('/watch/7');
    // The first test of the file loads the watch screen's code on demand: slow on a busy machine.
    const heading = await screen.findByRole('heading', { level: 1, name: "Men's Basketball: Eastport at Northfield" }, { timeout: 5_000 });
    expect(heading.nextElementSibling).toHaveTextContent(/^Eastport @ Northfield$/);
    expect(screen.getByText(/Sun, Nov 22 · 3:00 PM CST/)).toBeInTheDocument();
    await waitFor(() => expect(attachStream).toHaveBeenCalledWith(expect.any(HTMLVideoElement), SIGNED, expect.objectContaining({ live: false })));
    const player = screen.getByRole('region', { name: "Video player: Men's Basketball: Eastport at Northfield" });
    expect(player.querySelector('video')).toHaveAttribute('poster', poster.url);
  });

  it('adopts the video the page already plays the stream in, controls at once, instead of making another', async () => {
    const opening = document.createElement('video');
    opening.className = 'splash__video';
    Object.defineProperty(opening, 'readyState', { value: HTMLMediaElement.HAVE_ENOUGH_DATA });
    const splash = document.createElement('div');
    splash.append(opening);
    document.body.append(splash);
    vi.mocked(claimEarlyVideo).mockImplementation((url) => (url === SIGNED ? opening : null));
    serve(replay({ url: SIGNED }));
    await renderApp('/watch/7');
    await waitFor(() => expect(attachStream).toHaveBeenCalledWith(opening, SIGNED, expect.anything()));
    const player = screen.getByRole('region', { name: /Video player/ });
    expect(player.querySelectorAll('video')).toHaveLength(1);
    expect(player.querySelector('video')).toBe(opening);
    expect(opening).toHaveAttribute('slot', 'media');
    expect(opening).not.toHaveClass('splash__video');
    expect(opening).toHaveAttribute('aria-label', "Men's Basketball: Eastport at Northfield");
    expect(splash.childElementCount).toBe(0);
    await waitFor(() => expect(setPlayerLanguage).toHaveBeenCalledWith('en'));
    splash.remove();
  });

  it('loads the controls once the first picture is there, not before', async () => {
    serve(replay({ url: SIGNED }));
    await renderApp('/watch/7');
    await waitFor(() => expect(attached).toBeDefined());
    const video = screen.getByRole('region', { name: /Video player/ }).querySelector('video') as HTMLVideoElement;
    // Every import started so far has loaded: the controls' is not among them.
    await vi.dynamicImportSettled();
    expect(setPlayerLanguage).not.toHaveBeenCalled();
    video.dispatchEvent(new Event('loadeddata'));
    await waitFor(() => expect(setPlayerLanguage).toHaveBeenCalledWith('en'));
  });

  it('offers the ladder’s renditions once known and switches to the one picked', async () => {
    serve(replay({ url: SIGNED }));
    await renderApp('/watch/7');
    await waitFor(() => expect(attached).toBeDefined());
    act(() => {
      attached?.onLevels([
        { index: 0, height: 360, bitrate: 800_000 },
        { index: 1, height: 720, bitrate: 2_800_000 },
      ]);
      attached?.onLevelSwitched(0);
    });
    const menu = screen.getByRole('combobox', { name: 'Quality' });
    expect(within(menu).getAllByRole('option').map((option) => option.textContent)).toEqual(['Auto (360p)', '720p', '360p']);
    await userEvent.setup().selectOptions(menu, '720p');
    expect(engine.setLevel).toHaveBeenCalledWith(1);
  });

  it('shows the spec’s player error on a fatal failure, and Try again plays a fresh URL', async () => {
    const api = serve(replay({ url: SIGNED }), replay({ url: SIGNED.replace('token-a', 'token-b') }));
    await renderApp('/watch/7');
    await waitFor(() => expect(attached).toBeDefined());
    act(() => attached?.onFatal('networkError: manifestLoadError'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops! We are currently experiencing technical difficulties');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(attachStream).toHaveBeenLastCalledWith(expect.anything(), SIGNED.replace('token-a', 'token-b'), expect.anything()));
    expect(api.sent('GET /api/events/7')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in or register, and returns here after login', async () => {
    serve(replay({ reason: 'login_required' }, { pricing_type: 'register' }));
    const { router } = await renderApp('/watch/7');
    expect(await screen.findByText('Log in or create a free account to watch this event.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registration');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(returnPage()).toBe('/watch/7');
    expect(attachStream).not.toHaveBeenCalled();
  });

  it('sends a viewer without access to buy: the passes, or the event’s own package', async () => {
    const passes = stubApi({
      'GET /api/events/7': ok(replay({ reason: 'purchase_required' }, { pricing_type: 'paid' })),
      'GET /api/events/7/preroll': ok(null),
      'GET /api/packages': ok([makePass({ id: 1, name: 'Basic Pass', price: 14999, weight: 90 }), makePass({ id: 12, name: 'Game', type: 'event', event_id: 7, price: 799, service_fee: 99, weight: 0 })]),
      'GET /api/subscriptions': ok([makePass({ id: 3, name: 'Monthly All-Access', type: 'subscription', price: 1299, weight: 100 })]),
    });
    const first = await renderApp('/watch/7');
    expect(await screen.findByText('This event is part of a pass. Get access to watch it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get access' })).toHaveAttribute('href', '/packages');
    // The ways in, under it: the event alone first, then the operator's order (heaviest first), each with its price label.
    const ways = await screen.findByRole('region', { name: 'Ways to watch' });
    expect(within(ways).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['This event aloneUSD $7.99', 'Monthly All-AccessUSD $12.99', 'Basic PassUSD $149.99']);
    expect(within(ways).getByRole('link', { name: 'Monthly All-Access' })).toHaveAttribute('href', '/buy?subscription_id=3');
    expect(passes.sent('GET /api/packages')).toEqual([expect.objectContaining({ event_id: '7' })]);
    // A visitor is told the link signs them in.
    expect(screen.getByRole('link', { name: 'I already have access: sign in' })).toHaveAttribute('href', '/login');
    first.unmount();

    userStore.set(makeUser());
    serve(replay({ reason: 'purchase_required' }, { pricing_type: 'ppv', single_event_package_id: 12 } as Partial<WireEvent>));
    await renderApp('/watch/7');
    expect(await screen.findByRole('link', { name: 'Get access' })).toHaveAttribute('href', '/select-package/12');
    expect(screen.queryByRole('link', { name: 'I already have access: sign in' })).not.toBeInTheDocument();
  });

  it('shows the paywall and the event’s details only once the passes are known, so nothing moves when they arrive', async () => {
    let answerPasses: () => void = () => undefined;
    const passesKnown = new Promise<void>((resolve) => {
      answerPasses = resolve;
    });
    const api = stubApi({
      'GET /api/events/9': ok(replay({ reason: 'purchase_required' }, { id: 9, pricing_type: 'paid' } as Partial<WireEvent>)),
      'GET /api/events/9/preroll': ok(null),
      'GET /api/packages': () => passesKnown.then(() => jsonResponse(200, { data: [makePass({ id: 1, name: 'Basic Pass', price: 14999 })] })),
      'GET /api/subscriptions': () => passesKnown.then(() => jsonResponse(200, { data: [] })),
    });
    await renderApp('/watch/9');
    // The event is known (the passes are asked for once it is), the passes not yet.
    await waitFor(() => expect(api.sent('GET /api/packages')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the player…');
    expect(screen.queryByText('This event is part of a pass. Get access to watch it.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answerPasses();
    const ways = await screen.findByRole('region', { name: 'Ways to watch' });
    expect(within(ways).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Basic PassUSD $149.99']);
    expect(screen.getByText('This event is part of a pass. Get access to watch it.')).toBeInTheDocument();
  });

  it("shows a visitor's paywall with the passes the page asked for while it started, without asking again", async () => {
    const api = stubApi({
      'GET /api/events/9': ok(replay({ reason: 'purchase_required' }, { id: 9, pricing_type: 'paid' } as Partial<WireEvent>)),
      'GET /api/events/9/preroll': ok(null),
      'GET /api/packages': ok([makePass({ id: 1, name: 'Basic Pass', price: 14999 })]),
      'GET /api/subscriptions': ok([]),
    });
    requestOpeningPasses(9);
    await renderApp('/watch/9');
    const ways = await screen.findByRole('region', { name: 'Ways to watch' });
    expect(within(ways).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Basic PassUSD $149.99']);
    expect([api.sent('GET /api/packages'), api.sent('GET /api/subscriptions')]).toEqual([[{ event_id: '9', channel_key: 'varsity' }], [{ event_id: '9', channel_key: 'varsity' }]]);
  });

  it('strikes through the base price of a way in that is on sale, beside its sale price', async () => {
    stubApi({
      'GET /api/events/7': ok(replay({ reason: 'purchase_required' }, { pricing_type: 'paid' })),
      'GET /api/events/7/preroll': ok(null),
      'GET /api/packages': ok([]),
      'GET /api/subscriptions': ok([makePass({ id: 3, name: 'Monthly All-Access', type: 'subscription', price: 1299, base_price: 1599 })]),
    });
    await renderApp('/watch/7');
    const ways = await screen.findByRole('region', { name: 'Ways to watch' });
    expect(within(ways).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Monthly All-AccessUSD $15.99On sale: $12.99']);
    expect(ways.querySelector('s')?.textContent).toBe('$15.99');
  });

  it('offers a passes-only event through the passes and subscriptions that cover it, with their price labels, and never From $0.00', async () => {
    stubApi({
      'GET /api/events/8': ok(replay({ reason: 'purchase_required' }, { id: 8, pricing_type: 'paid', single_event_package_id: null } as Partial<WireEvent>)),
      'GET /api/events/8/preroll': ok(null),
      // A single-event package priced 0, as a channel could have before 0 was refused: it is no way in.
      'GET /api/packages': ok([
        makePass({ id: 12, name: 'Game', type: 'event', event_id: 8, price: 0 }),
        makePass({ id: 4, name: 'Hockey Season Pass', price: 7999, offer: 'annual' }),
      ]),
      'GET /api/subscriptions': ok([makePass({ id: 3, name: 'Monthly All-Access', type: 'subscription', price: 1299, offer: 'month', period_count: 3 })]),
    });
    await renderApp('/watch/8', undefined, 'fr');
    const ways = await screen.findByRole('region', { name: 'Pour le regarder' });
    expect(within(ways).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Monthly All-AccessUSD 12,99\u00a0$ / 3 mois',
      'Hockey Season PassUSD 79,99\u00a0$ / an',
    ]);
    expect(screen.getByRole('link', { name: 'Obtenir l’accès' })).toHaveAttribute('href', '/packages');
    expect(document.body.textContent).not.toMatch(/0[.,]00/);
  });

  it('tells a geo-blocked viewer the region message, in their language', async () => {
    serve(replay({ reason: 'geo_blocked' }));
    await renderApp('/watch/7', undefined, 'fr');
    expect(await screen.findByText('ce contenu n’est pas disponible dans votre région')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /accès|connecter/ })).not.toBeInTheDocument();
  });

  it('says the video is being prepared, and plays it once Try again finds it ready', async () => {
    serve(replay({ reason: 'processing' }), replay({ url: SIGNED }));
    await renderApp('/watch/7');
    expect(await screen.findByText('The video is being prepared. Try again shortly.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(attachStream).toHaveBeenCalledWith(expect.anything(), SIGNED, expect.anything()));
  });

  it('announces an event that has not started instead of playing it', async () => {
    serve(makeEvent({ event_utc_ts: '2099-01-01T18:00:00.000Z', media: [{ id: 1, kind: 2, kind_name: 'live', url: '/media/s/t/1/e7/live/bars/master.m3u8' }] }));
    await renderApp('/watch/7');
    expect(await screen.findByText(/This event has not started yet/)).toBeInTheDocument();
    expect(attachStream).not.toHaveBeenCalled();
  });

  it('sends an unknown event to the not-found page', async () => {
    stubApi({ 'GET /api/events/7': fail(404, 'Not found', 'NOT_FOUND') });
    const { router } = await renderApp('/watch/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('answers the keyboard: space plays and pauses, m mutes, arrows seek 10 s', async () => {
    serve(replay({ url: SIGNED }));
    await renderApp('/watch/7');
    await waitFor(() => expect(attached).toBeDefined());
    const video = screen.getByRole('region', { name: /Video player/ }).querySelector('video') as HTMLVideoElement;
    const user = userEvent.setup();
    vi.mocked(video.play).mockClear();
    await user.keyboard(' ');
    expect(video.play).toHaveBeenCalledTimes(1);
    await user.keyboard('m');
    expect(video.muted).toBe(true);
    video.currentTime = 30;
    Object.defineProperty(video, 'duration', { value: 600 });
    await user.keyboard('{ArrowLeft}');
    expect(video.currentTime).toBe(20);
  });

  it('keeps answering the keyboard after a click on the page’s text moved focus to the main area', async () => {
    serve(replay({ url: SIGNED }));
    await renderApp('/watch/7');
    await waitFor(() => expect(attached).toBeDefined());
    const video = screen.getByRole('region', { name: /Video player/ }).querySelector('video') as HTMLVideoElement;
    const user = userEvent.setup();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
    vi.mocked(video.play).mockClear();
    await user.keyboard('k');
    expect(video.play).toHaveBeenCalledTimes(1);
    await user.keyboard('m');
    expect(video.muted).toBe(true);
  });

  it('leaves the keys to a field the viewer types in, wherever it is on the page', async () => {
    serve(replay({ url: SIGNED }));
    await renderApp('/watch/7');
    await waitFor(() => expect(attached).toBeDefined());
    const video = screen.getByRole('region', { name: /Video player/ }).querySelector('video') as HTMLVideoElement;
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Note');
    screen.getByRole('main').append(field);
    const user = userEvent.setup();
    vi.mocked(video.play).mockClear();
    await user.type(field, 'km f');
    expect(field).toHaveValue('km f');
    expect(video.play).not.toHaveBeenCalled();
    expect(video.muted).toBe(false);
    field.remove();
  });

  it('offers a download to viewers allowed to, and opens the file once it is made', async () => {
    userStore.set(makeUser({ capabilities: ['watch', 'download'] }));
    const answers = [{ status: 'processing' }, { status: 'ready', url: '/media/d/token/e7.mp4' }];
    const api = stubApi({
      'GET /api/events/7': ok(replay({ url: SIGNED })),
      'GET /api/events/7/preroll': ok(null),
      'GET /api/download-event/7': () => ok(answers.shift())(),
    });
    await renderApp('/watch/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    // While the file is made the button keeps the focus (not disabled, which would drop it) and a second press does nothing.
    const preparing = await screen.findByRole('button', { name: 'Preparing your download…' });
    expect(preparing).toHaveAttribute('aria-disabled', 'true');
    expect(preparing).not.toBeDisabled();
    expect(preparing).toHaveFocus();
    await user.click(preparing);
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/media/d/token/e7.mp4'), { timeout: 4_000 });
    expect(api.sent('GET /api/download-event/7')).toHaveLength(2);
  });

  it('shows no download button without the download capability', async () => {
    userStore.set(makeUser({ capabilities: ['watch'] }));
    serve(replay({ url: SIGNED }));
    await renderApp('/watch/7');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });
});

describe('embedded player', () => {
  it('plays without the site’s header, footer or event details', async () => {
    serve(replay({ url: SIGNED }));
    await renderApp('/watch_embed/7');
    await waitFor(() => expect(attachStream).toHaveBeenCalledWith(expect.anything(), SIGNED, expect.anything()));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByText(/Sun, Nov 22/)).not.toBeInTheDocument();
  });

  it('sends a viewer without access to the full watch page, outside the iframe', async () => {
    serve(replay({ reason: 'login_required' }));
    await renderApp('/watch_embed/7');
    const link = await screen.findByRole('link', { name: 'Watch on our website' });
    expect(link).toHaveAttribute('href', '/watch/7');
    expect(link).toHaveAttribute('target', '_top');
  });
});

describe('library player', () => {
  it('plays a library item with its title and no preroll', async () => {
    const url = '/media/s/token/1795287900/i3/vod/court/master.m3u8';
    const api = stubApi({
      'GET /api/vod-media-items/3': ok({ id: 3, title: 'Season highlights', description: 'The best plays.', date: '2026-10-01T00:00:00.000Z', duration: 240, vod_media_category_id: 1, event_id: null, assets: { image: '/i.jpg', preview: null }, url }),
    });
    await renderApp('/watch_library/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Season highlights' })).toBeInTheDocument();
    await waitFor(() => expect(attachStream).toHaveBeenCalledWith(expect.anything(), url, expect.objectContaining({ live: false })));
    expect(api.requests.some((request) => request.path.includes('preroll'))).toBe(false);
  });
});
