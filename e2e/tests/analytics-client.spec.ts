import { expect, test } from '@playwright/test';
import { WATCHED_TO_THE_END_SECONDS, expectPlayingPast, findEvent } from '../support/playback';

interface DatalakeCall {
  path: string;
  status: number | undefined;
  body: unknown;
}

const items = (calls: DatalakeCall[], path: string) =>
  calls.filter((call) => call.path === path && call.status === 200).flatMap((call) => (Array.isArray(call.body) ? call.body : [call.body]) as Array<Record<string, unknown>>);

test('with ?analytics=on, a free replay’s view reaches the analytics service: session, page view, play request, first frame and a viewing heartbeat', async ({ page, request }) => {
  test.setTimeout(240_000);
  // A replay of the demo data whose labels are known; not one the console's analytics journey counts views of (it
  // runs alongside and watches the first free replay ready, Lakeshore Tech's or Northfield's home game).
  const event = await findEvent(request, { stream_status: 'vod', pricing_type: 'free', expect: 'playable', name: "Women's Basketball: Granite Ridge at Eastport" });
  // What the browser really sent, and how the real server answered (nothing is mocked).
  const calls: DatalakeCall[] = [];
  page.on('response', (answer) => {
    const sent = answer.request();
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/datalake/')) calls.push({ path: url.pathname, status: answer.status(), body: sent.method() === 'POST' ? sent.postDataJSON() : null });
  });

  // Localhost skips analytics (spec §7) unless asked; the override holds for the visit.
  await page.goto('/?analytics=on');
  // The session report leaves as soon as the notice is accepted, with keepalive (or by beacon if the page goes first);
  // the browser does not tell this page of an answer that arrives after it has left, so the visitor stays for it.
  const sessionReported = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/datalake/session/');
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' }).click();
  await sessionReported;
  await page.goto(`/watch/${event.id}`);
  await expectPlayingPast(page, 2);

  // A heartbeat follows 30 s of actual playing (or the end of a shorter video); batches leave every 5 s.
  const replayViewing = () => items(calls, '/datalake/video/viewing/').filter((item) => item.stream_type === 'replay');
  await expect.poll(() => replayViewing().length, { timeout: 60_000, intervals: [2_000] }).toBeGreaterThan(0);

  expect(calls.filter((call) => call.path === '/datalake/hash/' && call.status === 200)).toHaveLength(1);
  expect(items(calls, '/datalake/session/')).toEqual([expect.objectContaining({ consent: 'accepted', device_type: 'desktop' })]);
  const pageViews = items(calls, '/datalake/event/').filter((item) => item.event === 'page_view');
  expect(pageViews.map((item) => item.origin_url)).toContainEqual(expect.stringContaining(`/watch/${event.id}`));
  const videoEvents = items(calls, '/datalake/video/event/').filter((item) => item.stream_type === 'replay' && item.stream_id === event.id);
  const names = videoEvents.map((item) => item.event);
  expect(names[0]).toBe('play_request');
  expect(names).toContain('first_frame');
  const firstFrame = videoEvents.find((item) => item.event === 'first_frame');
  expect((firstFrame?.extras as { startup_ms?: number }).startup_ms).toBeGreaterThan(0);
  const [heartbeat] = replayViewing();
  // What the demo data says of that game: women's basketball at Eastport, in Division II; the league is the event's
  // group (the home school's conference), since the category already names its division.
  const labels = { category: 'Division II', sport: 'Basketball', gender: 'women', school: 'Eastport University', league: 'Atlantic Metro' };
  expect(heartbeat).toMatchObject({ stream_id: event.id, video_view_uuid: firstFrame?.video_view_uuid, ...labels });
  expect((event as unknown as { group: string | null }).group).toBe(labels.league);
  // The demo replays last 30 s, shorter than a full heartbeat: this one carries the seconds played when the video ended.
  expect(heartbeat?.viewing_time).toBeGreaterThanOrEqual(WATCHED_TO_THE_END_SECONDS);
  expect(calls.every((call) => call.status === 200)).toBe(true);
});
