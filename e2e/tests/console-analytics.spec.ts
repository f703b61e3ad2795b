import { expect, test } from '@playwright/test';
import { consoleCall, signInToConsole } from '../support/console';
import { WATCHED_TO_THE_END_SECONDS, expectPlayingPast, findEvent } from '../support/playback';

interface EventFigures {
  stream_id: string;
  views: number;
  avg_view_seconds: number;
  watch_minutes: number;
}
interface QoeFigures {
  stream_id: string;
  views: number;
  startup_p50_ms: number | null;
}

test('a viewer with analytics on watches a free replay to its end; the console shows that event with one view, a startup time and the seconds the page reported', async ({ page: viewerPage, request }, testInfo) => {
  let page = viewerPage;
  test.setTimeout(240_000);
  const event = await findEvent(request, { stream_status: 'vod', pricing_type: 'free', expect: 'playable' });

  // Localhost skips analytics unless the visit asks for it; nothing is sent before the cookie notice is answered.
  // The seconds of this replay the analytics service accepted from the page:
  const reported: number[] = [];
  page.on('response', (answer) => {
    if (!answer.url().includes('/datalake/video/viewing/') || !answer.ok()) return;
    const items = answer.request().postDataJSON() as Array<{ stream_id: number; stream_type: string; viewing_time: number }>;
    // The replay's own seconds: the preroll before it reports under the event's id too.
    for (const item of items) if (item.stream_id === event.id && item.stream_type === 'replay') reported.push(item.viewing_time);
  });
  const watched = () => reported.reduce((total, seconds) => total + seconds, 0);
  // The end of the replay, accepted: the seconds played since the last heartbeat are queued with it and follow.
  let endAccepted = false;
  page.on('response', (answer) => {
    if (!answer.url().includes('/datalake/video/event/') || !answer.ok()) return;
    const items = answer.request().postDataJSON() as Array<{ stream_id: number; stream_type: string; event: string }>;
    if (items.some((item) => item.stream_id === event.id && item.stream_type === 'replay' && item.event === 'ended')) endAccepted = true;
  });
  await page.goto(`/watch/${event.id}?analytics=on`);
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' }).click();
  // The demo replay lasts 30 s: the viewer watches it to the end, and stays until the page has reported it.
  await expectPlayingPast(page, 29, 90_000);
  await expect.poll(() => endAccepted, { message: 'the end of the replay, reported by the page', timeout: 60_000 }).toBe(true);
  await expect.poll(watched, { message: 'the seconds watched, reported by the page', timeout: 30_000 }).toBeGreaterThanOrEqual(WATCHED_TO_THE_END_SECONDS);

  // The viewer's page stays open, so nothing it reports goes by a pagehide beacon this test cannot see; the analyst
  // works in a tab of their own, where "refresh now" folds the reports into the figures.
  const viewer = page;
  page = await viewer.context().newPage();
  await signInToConsole(page);
  await page.goto('/admin/channels/varsity/analytics');
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByText('The figures are being updated')).toBeVisible();

  const id = String(event.id);
  await expect
    .poll(
      async () => {
        await consoleCall(page.request, 'POST', '/channels/varsity/analytics/refresh');
        const top = (await consoleCall(page.request, 'GET', '/channels/varsity/analytics/events')) as { events: EventFigures[] };
        const qoe = (await consoleCall(page.request, 'GET', '/channels/varsity/analytics/qoe')) as { events: QoeFigures[] };
        const row = top.events.find((candidate) => candidate.stream_id === id);
        const quality = qoe.events.find((candidate) => candidate.stream_id === id);
        // Compared with what the page has reported by now: its last seconds may still be on their way.
        return row && quality ? { views: row.views, watchedAsReported: row.avg_view_seconds === watched(), startup: quality.startup_p50_ms !== null } : null;
      },
      { message: 'the rollups have the view and the seconds the page reported', timeout: 90_000, intervals: [2_000, 3_000] },
    )
    .toEqual({ views: 1, watchedAsReported: true, startup: true });
  expect(watched()).toBeGreaterThanOrEqual(WATCHED_TO_THE_END_SECONDS);

  await page.reload();
  const top = page.getByRole('table', { name: 'Events by views' });
  const row = top.getByRole('row').filter({ has: page.getByRole('rowheader', { name: event.name }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(4)).toHaveText(`${watched()} s`);
  const quality = page.getByRole('table', { name: 'Quality of experience per event' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: event.name }) });
  // A figure and its unit, held together by a non-breaking space.
  await expect(quality.getByRole('cell').nth(1)).toHaveText(/^\d+\.\d\u00a0s$/);
  await expect(page.getByText('startup p95 is over 4 s', { exact: false })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('console-analytics.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // The charts follow their box's width: on a phone nothing is wider than the screen.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('console-analytics-phone.png'), fullPage: true });
});
