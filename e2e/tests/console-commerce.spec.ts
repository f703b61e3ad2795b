import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { apiKeyFor } from '../support/catalogue';
import { TEST_CARDS, eventsFor, expectPaid, passesFor, payWithCard, signInNewBuyer } from '../support/commerce';
import { consoleCall, signInToConsole } from '../support/console';

const CHANNEL = 'varsity';
const PURCHASE_GATE = 'This event is part of a pass. Get access to watch it.';

/** A paid replay no free rule opens (a fresh account has no access to it), and the team whose pass will open it. */
async function lockedTeamEvent(request: APIRequestContext) {
  const events = await eventsFor(request, await apiKeyFor(request), { pricing_type: 'paid', stream_status: 'vod' });
  const event = events.find((candidate) => !candidate.has_access && !candidate.is_geo_blocked && candidate.participants.length > 0);
  if (!event) throw new Error('no locked paid replay on the demo channel');
  return { event, team: event.participants[0]! };
}

/** A PATCH through the console API with the signed-in page's session. */
async function consolePatch(page: Page, path: string, body: unknown): Promise<void> {
  const me = await page.request.get('/api/admin/me');
  const { csrf_token } = (await me.json()).data as { csrf_token: string };
  const response = await page.request.fetch(`/api/admin${path}`, { method: 'PATCH', data: body, headers: { 'x-csrf-token': csrf_token } });
  expect(response.ok(), await response.text()).toBe(true);
}

test('an owner sells a one-team subscription with a promo code capped at one use, a viewer buys it with the code, the owner refunds it in full and the customer page says why the event is locked again', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36).toUpperCase();
  const passName = `Team Pass ${run}`;
  const code = `HALF${run}`;
  const { event, team } = await lockedTeamEvent(request);
  const nav = page.getByRole('navigation', { name: 'Console' });

  // 1. The owner creates a $12.00 monthly subscription with a 7-day trial covering this one team, public.
  await signInToConsole(page);
  await page.goto(`/admin/channels/${CHANNEL}/offer/passes/new`);
  await page.getByLabel('Name', { exact: true }).fill(passName);
  await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Subscription' });
  await expect(page.getByLabel('Visibility', { exact: true })).toHaveValue('public');
  await page.getByLabel('Price', { exact: true }).fill('12.00');
  await page.getByLabel('Billed every', { exact: true }).selectOption({ label: 'Month' });
  await page.getByLabel('Trial days', { exact: true }).fill('7');
  await page.getByRole('checkbox', { name: 'Team pass' }).check();
  // Teams of one school share its name across sports: the box is the team's own.
  await page.getByRole('group', { name: 'Teams', exact: true }).locator(`input[type=checkbox][value="${team.id}"]`).check();
  await expect(page.getByRole('figure', { name: 'Preview of the pass card' })).toContainText('7-day free trial');
  await page.getByRole('button', { name: 'Create pass' }).click();
  await expect(page.getByText(`“${passName}” created.`)).toBeVisible();
  await expect(page).toHaveURL(/\/offer\/passes\/\d+$/);
  const passId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: passName })).toBeVisible();

  // 2. A promo code for that pass alone: 50 % off, one use in all.
  await nav.getByRole('link', { name: 'Promo codes' }).click();
  await page.getByRole('link', { name: 'New promo code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Discount', { exact: true }).selectOption({ label: 'Percentage off' });
  await page.getByLabel('Percentage off', { exact: true }).fill('50');
  await page.getByLabel('Applies to', { exact: true }).selectOption({ label: 'Named passes and events' });
  await page.getByRole('group', { name: 'Passes', exact: true }).getByRole('checkbox', { name: `${passName} (subscription)` }).check();
  await page.getByLabel('Total uses', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Create promo code' }).click();
  await expect(page.getByText(`${code} created`)).toBeVisible();
  await expect(page).toHaveURL(/\/promo-codes\/\d+$/);

  // 3. A new viewer, in a browser of their own, buys the pass with the code.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  const buyer = await signInNewBuyer(viewer, request, 'console-refund');
  const before = await eventsFor(request, buyer.apiKey, { pricing_type: 'paid', stream_status: 'vod' });
  expect(before.find((candidate) => candidate.id === event.id)?.has_access).toBe(false);
  const sold = (await passesFor(request, buyer.apiKey)).find((pass) => pass.id === passId);
  expect(sold).toMatchObject({ name: passName, type: 'subscription', is_team_pass: true, participants: [team.id], trial_period: 7, purchased: false });

  await viewer.goto(`/buy?subscription_id=${passId}`);
  await expect(viewer.getByRole('heading', { name: 'Try it free for 7 days' })).toBeVisible();
  const summary = viewer.getByLabel('Price summary');
  await expect(summary.locator('.promo__line--total dd')).toHaveText('$12.00');
  await viewer.getByRole('textbox', { name: 'Promo code' }).fill(code);
  await viewer.getByRole('button', { name: 'Apply' }).click();
  await expect(summary).toContainText(`Discount (${code})−$6.00`);
  await expect(summary.locator('.promo__line--total dd')).toHaveText('$6.00');
  await expect(viewer.getByRole('button', { name: /^Pay / })).toHaveText('Pay $6.00');
  await payWithCard(viewer, TEST_CARDS.succeeds);
  const orderId = await expectPaid(viewer);

  const bought = await eventsFor(request, buyer.apiKey, { pricing_type: 'paid', stream_status: 'vod' });
  expect(bought.find((candidate) => candidate.id === event.id)?.has_access).toBe(true);
  await viewer.goto(`/watch/${event.id}`);
  // The player, or (while the demo videos are still being made on a server that has just started) the notice only a
  // viewer who may watch gets: the server names a missing purchase before a video in the making.
  const player = viewer.getByRole('region', { name: /^Video player: / });
  await expect(player.or(viewer.getByText('The video is being prepared. Try again shortly.'))).toBeVisible();
  await expect(viewer.getByText(PURCHASE_GATE)).toHaveCount(0);

  // 4. The cap of one holds: a second new viewer is refused the same code on the same pass.
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await signInNewBuyer(second, request, 'console-refund-second');
  await second.goto(`/buy?subscription_id=${passId}`);
  await second.getByRole('textbox', { name: 'Promo code' }).fill(code);
  await second.getByRole('button', { name: 'Apply' }).click();
  await expect(second.getByText('Promo code is invalid')).toBeVisible();
  await expect(second.getByLabel('Price summary').locator('.promo__line--total dd')).toHaveText('$12.00');
  await secondContext.close();

  // 5. The owner finds the order by the buyer's email and refunds it in full.
  await nav.getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Search by order number, email or provider payment id').fill(buyer.email);
  // On a desktop the search field has room for its label on one line.
  const searchLabel = page.locator('.orders__search .filter__label');
  const fontSize = await searchLabel.evaluate((label) => parseFloat(getComputedStyle(label).fontSize));
  expect((await searchLabel.boundingBox())!.height).toBeLessThan(fontSize * 2);
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  // Every column in view on a laptop, the campaign last: the list does not scroll sideways (a date's time and an
  // address's domain go under their first half where the column is narrow).
  expect(page.viewportSize()!.width).toBe(1280);
  expect(await page.locator('.data-table__scroll').evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  const row = orders.getByRole('row').nth(1);
  await expect(row).toContainText(buyer.email);
  await expect(row).toContainText(`${passName} · Subscription`);
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(code);
  await row.getByRole('link', { name: `#${orderId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();

  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this order' });
  await expect(dialog.getByRole('radio', { name: 'Full refund ($6.00)' })).toBeChecked();
  await expect(dialog.getByRole('note')).toHaveText(
    'A full refund removes the access this order gave: the buyer can no longer watch what it covered, and a subscription stops renewing.',
  );
  await dialog.getByLabel('Reason (required, kept in the audit log)').fill('The buyer asked for their money back.');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('Refund $6.00 to the buyer through the payment provider? This cannot be undone.');
  await dialog.getByRole('button', { name: 'Refund $6.00' }).click();
  await expect(page.getByText('Refund of $6.00 sent to the payment provider.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The sandbox settles the refund a moment later; the page follows it by itself, with no reload.
  const status = page.locator('dd').filter({ has: page.locator('.orders__status') });
  await expect(status).toHaveText('Refunded · no access', { timeout: 20_000 });
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByRole('row')).toHaveCount(2);
  await expect(refunds.getByRole('row').nth(1)).toContainText('$6.00');
  await expect(refunds.getByRole('row').nth(1)).toContainText('Refunded');
  await expect(refunds.getByRole('row').nth(1)).toContainText('The buyer asked for their money back.');
  await expect(page.getByRole('button', { name: 'Refund…' })).toBeDisabled();
  await expect(page.getByText('This order is already refunded.')).toBeVisible();

  // 6. The viewer's event is locked again.
  await viewer.reload();
  await expect(viewer.getByText(PURCHASE_GATE)).toBeVisible();
  await expect(viewer.getByRole('region', { name: /^Video player: / })).toHaveCount(0);
  await expect(viewer.locator('video')).toHaveCount(0);
  const after = await eventsFor(request, buyer.apiKey, { pricing_type: 'paid', stream_status: 'vod' });
  expect(after.find((candidate) => candidate.id === event.id)?.has_access).toBe(false);
  await viewerContext.close();

  // 7. The customer page says why: the order that covered the event was refunded.
  await page.getByRole('link', { name: /^#\d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const access = page.getByRole('region', { name: "Why can't they watch?" });
  await access.getByLabel('Search events by name or number').fill(event.name);
  await access.getByRole('button', { name: new RegExp(`^#${event.id} `) }).click();
  const decision = access.getByRole('status');
  await expect(decision).toContainText(`${event.name}: this customer cannot watch.`);
  // The console dates the refund on the channel's calendar, which may not be UTC's (a run just after midnight UTC).
  const { time_zone: timeZone } = (await consoleCall(page.request, 'GET', '/channels/varsity')) as { time_zone: string };
  const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone }).format(new Date());
  await expect(decision.getByRole('listitem').filter({ hasText: 'refunded' })).toHaveText(`Blocks playback: Order #${orderId} (${passName}) covered it but was refunded (${today}).`);

  // The pass leaves the shop so the other journeys on this channel see the offer they expect.
  await consolePatch(page, `/channels/${CHANNEL}/passes/${passId}`, { visibility: 'hidden' });
});
