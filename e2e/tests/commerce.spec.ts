import { expect, test } from '@playwright/test';
import { apiKeyFor } from '../support/catalogue';
import { TEST_CARDS, eventsFor, expectPaid, ordersFor, passNamed, passesFor, payWithCard, signInNewBuyer } from '../support/commerce';
import { MEDIA_READY_TIMEOUT_MS } from '../support/playback';

const PURCHASE_GATE = 'This event is part of a pass. Get access to watch it.';

test.describe('commerce', () => {
  // A buy settles asynchronously and is polled: more than the default 30 s on a busy 2-core machine.
  test.describe.configure({ timeout: 150_000 });

  test('buy a pay-per-view event with the sandbox card: processing, the confirmation page, then the event plays', async ({ page, request }) => {
    test.setTimeout(MEDIA_READY_TIMEOUT_MS + 60_000);
    const event = (await eventsFor(request, await apiKeyFor(request), { pricing_type: 'ppv', stream_status: 'vod' })).find((candidate) => candidate.single_event_package_id);
    expect(event, 'a ppv replay sold on its own').toBeDefined();
    const buyer = await signInNewBuyer(page, request, 'ppv');

    await page.goto(`/watch/${event!.id}`);
    await expect(page.getByText(PURCHASE_GATE)).toBeVisible();
    // The ways in under the link: the event alone first, then the passes and subscriptions that cover it, each with its price.
    const ways = page.getByRole('region', { name: 'Ways to watch' });
    await expect(ways.getByRole('listitem').first()).toHaveText(/^This event aloneUSD \$[1-9]\d*\.\d\d$/);
    await expect(ways).not.toContainText('$0.00');
    await page.getByRole('link', { name: 'Get access' }).click();
    // Every pass that includes the event, its own package chosen.
    const compare = page.getByRole('region', { name: 'Every pass that includes this event' });
    await expect(compare.getByRole('listitem').first()).toBeVisible();
    expect(await compare.getByRole('listitem').count()).toBeGreaterThan(1);
    await expect(compare.locator('[aria-current="true"]')).toContainText('Selected');
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/buy\?package_id=\d+$/);
    await expect(page.getByLabel('Price summary')).toContainText('Total');
    await payWithCard(page, TEST_CARDS.succeeds);
    const orderId = await expectPaid(page);

    await expect(page).toHaveURL(`/buy/complete/${orderId}`);
    const details = page.getByLabel('Order details');
    await expect(details).toContainText(`#${orderId}`);
    await expect(details).toContainText('Visa ending in 4242');
    await expect(page.getByText(`A receipt was sent to ${buyer.email}.`)).toBeVisible();
    // The confirmation has its own address: it still shows after a reload.
    await page.reload();
    await expect(page.getByLabel('Order details')).toContainText(`#${orderId}`);

    await page.getByRole('link', { name: 'Watch now' }).click();
    await expect(page).toHaveURL(new RegExp(`/watch/${event!.id}$`));
    await expect(page.locator('video')).toBeAttached({ timeout: MEDIA_READY_TIMEOUT_MS });
    await expect(page.getByText(PURCHASE_GATE)).toHaveCount(0);
    const [after] = (await eventsFor(request, buyer.apiKey, { pricing_type: 'ppv', stream_status: 'vod' })).filter((candidate) => candidate.id === event!.id);
    expect(after?.has_access).toBe(true);
  });

  test('a declined card ends in the error popup and grants nothing', async ({ page, request }) => {
    const pass = await passNamed(request, 'Eastport Knights Team Pass');
    const buyer = await signInNewBuyer(page, request, 'declined');
    await page.goto(`/buy?package_id=${pass.id}`);
    await payWithCard(page, TEST_CARDS.declined);
    await expect(page.getByRole('heading', { name: 'Processing your payment' })).toBeVisible();
    const popup = page.getByRole('dialog', { name: 'Payment failed' });
    await expect(popup).toBeVisible({ timeout: 30_000 });
    await expect(popup.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    // The bank's reason, as the order carries it.
    await expect(popup).toContainText('Your card was declined.');
    await popup.getByRole('button', { name: 'Try again' }).click();
    await expect(popup).toBeHidden();
    // The card details are not kept; what the buyer agreed to is.
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' })).toBeChecked();
    expect((await passesFor(request, buyer.apiKey)).find((candidate) => candidate.id === pass.id)?.purchased).toBe(false);
  });

  test('a double click on Pay makes one order', async ({ page, request }) => {
    const pass = await passNamed(request, 'Hockey Season Pass');
    const buyer = await signInNewBuyer(page, request, 'double');
    await page.goto(`/buy?package_id=${pass.id}`);
    await page.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.succeeds);
    await page.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
    await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }).check();
    await page.getByRole('button', { name: /^Pay / }).dblclick();
    const orderId = await expectPaid(page);

    const orders = await ordersFor(request, buyer.apiKey);
    expect(orders.map((order) => [order.id, order.product.name, order.status])).toEqual([[orderId, pass.name, 'paid']]);
    await page.getByRole('link', { name: 'See my orders' }).click();
    await expect(page.getByRole('list', { name: 'Active orders' }).getByText(pass.name, { exact: true })).toHaveCount(1);
  });

  test("buy a team pass: the team's events open and the pass shows purchased", async ({ page, request }) => {
    const buyer = await signInNewBuyer(page, request, 'team');
    const pass = await passNamed(request, 'Northfield Huskies Team Pass');
    await page.goto('/packages');
    await page.getByRole('link', { name: `Buy ${pass.name}` }).click();
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await payWithCard(page, TEST_CARDS.succeeds);
    await expectPaid(page);

    await page.getByRole('link', { name: 'Browse events' }).click();
    await page.goto('/packages');
    const card = page.getByRole('article', { name: pass.name });
    await expect(card.getByText('Purchased')).toBeVisible();
    await expect(card.getByRole('link', { name: `Buy ${pass.name}` })).toHaveCount(0);

    const teamEvents = (await eventsFor(request, buyer.apiKey, { pricing_type: 'paid' })).filter((event) => event.participants.some((team) => pass.participants.includes(team.id)));
    expect(teamEvents.length).toBeGreaterThan(0);
    expect(teamEvents.every((event) => event.has_access)).toBe(true);
    await page.goto(`/watch/${teamEvents[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(PURCHASE_GATE)).toHaveCount(0);
  });

  test('start the free trial of a subscription', async ({ page, request }) => {
    await signInNewBuyer(page, request, 'trial');
    const monthly = await passNamed(request, 'Monthly All-Access');
    await page.goto('/packages');
    await page.getByRole('link', { name: `Buy ${monthly.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/buy\\?subscription_id=${monthly.id}$`));
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page.getByRole('heading', { name: 'Your free trial is active' })).toBeVisible();

    await page.getByRole('link', { name: 'See my orders' }).click();
    await expect(page.getByRole('list', { name: 'Active orders' })).toContainText(monthly.name);
    // The trial is the subscription for now: checkout does not offer it again.
    await page.goto(`/buy?subscription_id=${monthly.id}`);
    await expect(page.getByText('You already own this pass.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start free trial' })).toHaveCount(0);
  });

  test('cancel the auto-renewal of a subscription: processing, finished, then cancelled', async ({ page, request }) => {
    await signInNewBuyer(page, request, 'renewal');
    const annual = await passNamed(request, 'Annual All-Access');
    await page.goto(`/buy?subscription_id=${annual.id}`);
    await expect(page.getByText(/^Renews automatically on /)).toBeVisible();
    await payWithCard(page, TEST_CARDS.succeeds);
    await expectPaid(page);

    await page.getByRole('link', { name: 'See my orders' }).click();
    const orders = page.getByRole('list', { name: 'Active orders' });
    await expect(orders).toContainText(/Renews on/);
    await orders.getByRole('button', { name: `Cancel auto-renewal of ${annual.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel auto-renewal?' });
    await dialog.getByRole('button', { name: 'Cancel auto-renewal' }).click();
    await expect(dialog.getByRole('heading', { name: 'Auto-renewal cancelled' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(orders).toContainText(/Cancelled, access until/);
    await expect(orders.getByRole('button', { name: /Cancel auto-renewal/ })).toHaveCount(0);
  });

  test('apply a promo code: the discount shows and the total is lower', async ({ page, request }) => {
    await signInNewBuyer(page, request, 'promo');
    const pass = await passNamed(request, 'Hockey Season Pass');
    await page.goto(`/buy?package_id=${pass.id}`);
    const summary = page.getByLabel('Price summary');
    const total = summary.locator('.promo__line--total dd');
    await expect(total).toHaveText(/\$/);
    const before = await total.textContent();

    await page.getByRole('textbox', { name: 'Promo code' }).fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Promo code is invalid')).toBeVisible();

    await page.getByRole('textbox', { name: 'Promo code' }).fill('SAVE5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(summary).toContainText('Discount (SAVE5)−$5.00');
    await expect(total).not.toHaveText(before!);
    const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
    expect(money(await total.textContent())).toBeCloseTo(money(before) - 5, 2);
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveText(`Pay ${await total.textContent()}`);
  });
});
