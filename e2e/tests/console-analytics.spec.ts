import { expect, test } from '@playwright/test';
import { consoleCall, signInToConsole } from '../support/console';
import { expectPlayingPast, findEvent } from '../support/playback';

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

test('a viewer with analytics on watches a free replay for 35 s; the console shows that event with one view, a startup time and 25 s or more watched', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const event = await findEvent(request, { stream_status: 'vod', pricing_type: 'free', expect: 'playable' });

  // Localhost skips analytics unless the visit asks for it; nothing is sent before the cookie notice is answered.
  const sent: string[] = [];
  page.on('request', (sentRequest) => {
    if (sentRequest.url().includes('/datalake/')) sent.push(new URL(sentRequest.url()).pathname);
  });
  const heartbeat = page.waitForResponse((response) => response.url().includes('/datalake/video/viewing/') && response.ok(), { timeout: 120_000 });
  await page.goto(`/watch/${event.id}?analytics=on`);
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' }).click();
  // The demo replay lasts 30 s: the viewer watches it to the end, 35 s in all.
  await expectPlayingPast(page, 29, 90_000);
  await page.waitForTimeout(6_000);
  await heartbeat.catch((error: unknown) => {
    throw new Error(`no viewing heartbeat; /datalake/ calls seen: ${sent.join(', ') || 'none'} (${String(error)})`);
  });

  // Leaving the page sends what is left (sendBeacon on pagehide); then an analyst's "refresh now" folds it in.
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
        // The replay is 30 s long; its last seconds reach the figures by the pagehide beacon, which a loaded machine may not
        // get out before the page is gone: 25 s still proves the heartbeats' watch time is counted.
        return row && quality ? { views: row.views, watched: row.avg_view_seconds >= 25, startup: quality.startup_p50_ms !== null } : null;
      },
      { message: 'the rollups have the view', timeout: 90_000, intervals: [2_000, 3_000] },
    )
    .toEqual({ views: 1, watched: true, startup: true });

  await page.reload();
  const top = page.getByRole('table', { name: 'Events by views' });
  const row = top.getByRole('row').filter({ has: page.getByRole('rowheader', { name: event.name }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  const avgView = Number((await row.getByRole('cell').nth(4).innerText()).replace(' s', ''));
  expect(avgView).toBeGreaterThanOrEqual(30);
  const quality = page.getByRole('table', { name: 'Quality of experience per event' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: event.name }) });
  await expect(quality.getByRole('cell').nth(1)).toHaveText(/^\d+\.\d s/);
  await expect(page.getByText('startup p95 is over 4 s', { exact: false })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('console-analytics.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // The charts follow their box's width: on a phone nothing is wider than the screen.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('console-analytics-phone.png'), fullPage: true });
});
