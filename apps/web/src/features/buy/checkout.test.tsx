import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { returnPage } from '../../lib/navigation-rules';
import { userStore } from '../../lib/session';
import { fail, ok, stubApi } from '../../test/api-stub';
import { makeOrder, makePass } from '../../test/commerce';
import { makeBootstrap } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { makeUser, signIn } from '../../test/users';
import { prepareBuyScreens } from './buy-test-setup';

prepareBuyScreens();

const gamePackage = makePass({ id: 40, name: 'Huskies vs Knights', type: 'event', event_id: 9, price: 1999, service_fee: 99, event_categories: [] });
const monthly = makePass({ id: 3, name: 'Monthly All-Access', type: 'subscription', price: 1299, period: 'monthly', offer: 'month', trial_period: 7 });
const preview = { price: 1999, service_fee: 99, discount: 0, tax: 0, total: 2098, currency: 'USD', next_billing_date: null };
const discounted = { ...preview, discount: 200, total: 1898 };
const paidOrder = makeOrder({ id: 70, type: 'event', product: { id: 40, name: 'Huskies vs Knights', event_id: 9, event_category_id: 1, participant_id: null } });
const savedCard = { id: 'pm_sandbox_saved', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 };
/** The processing screen polls every 2 s for real: these tests wait for one round. */
const POLL = { timeout: 4000 };

let api: ReturnType<typeof stubApi>;
function stubCheckout(overrides: Parameters<typeof stubApi>[0] = {}) {
  api = stubApi({
    'GET /api/packages/40': ok(gamePackage),
    'GET /api/subscriptions/3': ok(monthly),
    'POST /api/stripe/invoice-preview': (body) => {
      if (body.coupon === undefined) return ok(body.type === 'subscription' ? { ...preview, price: 1299, service_fee: 0, total: 1299, next_billing_date: '2026-12-21T12:00:00.000Z' } : preview)();
      return body.coupon === 'WELCOME10' ? ok(discounted)() : fail(400, 'Wrong promo code', 'WRONG_PROMO_CODE', { coupon: ['Wrong promo code'] })();
    },
    'GET /api/stripe/list-cards': ok([]),
    'POST /api/sandbox/tokens': (body) => (body.number === '4242424242424242' || body.number === '4000000000000002' ? ok({ id: `pm_sandbox_${String(body.number).slice(-4)}` })() : fail(400, 'Validation failed', 'VALIDATION_FAILED', { number: ['Your card number is incorrect.'] })()),
    'POST /api/stripe/buy': ok({ orders: [{ id: 70, status: 'pending' }] }),
    'GET /api/orders/70': ok(paidOrder),
    'GET /api/profile': ok(makeUser({ capabilities: ['watch'] })),
    ...overrides,
  });
}

beforeEach(() => {
  signIn();
  stubCheckout();
});
afterEach(() => vi.unstubAllGlobals());

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry date' }), '1230');
  await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
}

describe('/buy summary', () => {
  it("shows what is bought with the server's price, fee, tax and total, and the final-sale terms", async () => {
    await renderApp('/buy?package_id=40');
    expect(await screen.findByRole('heading', { name: 'Huskies vs Knights' })).toBeInTheDocument();
    const prices = await screen.findByLabelText('Price summary');
    expect(prices).toHaveTextContent('Price$19.99');
    expect(prices).toHaveTextContent('Service fee$0.99');
    expect(prices).toHaveTextContent('Tax$0.00');
    expect(prices).toHaveTextContent('Total$20.98');
    expect(screen.getByText('All sales are final')).toBeInTheDocument();
    // A single-event package is bought as its event.
    expect(api.sent('POST /api/stripe/invoice-preview')).toEqual([{ type: 'event', id: 9, package_id: 40, api_key: 'user-key' }]);
    expect(screen.getByRole('button', { name: 'Pay $20.98' })).toBeInTheDocument();
  });

  it('applies the promo code the link carries: the discount shows and the total is lower', async () => {
    await renderApp('/buy?package_id=40&code=WELCOME10');
    const prices = await screen.findByLabelText('Price summary');
    await waitFor(() => expect(prices).toHaveTextContent('Discount (WELCOME10)−$2.00'));
    expect(prices).toHaveTextContent('Total$18.98');
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('WELCOME10');
  });

  it("shows 'Wrong promo code' as 'Promo code is invalid' and keeps the full price", async () => {
    const user = userEvent.setup();
    await renderApp('/buy?package_id=40');
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code is invalid')).toBeInTheDocument();
    expect(screen.getByLabelText('Price summary')).toHaveTextContent('Total$20.98');
  });

  it('shows the next billing date of a subscription', async () => {
    await renderApp('/buy?subscription_id=3');
    expect(await screen.findByText('Renews automatically on Dec 21, 2026 unless you cancel.')).toBeInTheDocument();
  });

  it('asks for something to buy when the link names nothing', async () => {
    await renderApp('/buy');
    expect(await screen.findByText('Choose a pass or subscription first.')).toBeInTheDocument();
  });
});

describe('/buy payment', () => {
  it("says 'Please select one of your saved cards or enter new one' and that the terms must be accepted, sending nothing", async () => {
    const user = userEvent.setup();
    await renderApp('/buy?package_id=40');
    await user.click(await screen.findByRole('button', { name: 'Pay $20.98' }));
    expect(await screen.findByText('Please select one of your saved cards or enter new one')).toBeInTheDocument();
    expect(screen.getByText('Please accept terms & conditions')).toBeInTheDocument();
    expect(api.sent('POST /api/sandbox/tokens')).toEqual([]);
    expect(api.sent('POST /api/stripe/buy')).toEqual([]);
  });

  it('offers the saved cards; paying with one sends its id and no card number', async () => {
    stubCheckout({ 'GET /api/stripe/list-cards': ok([savedCard]) });
    const user = userEvent.setup();
    await renderApp('/buy?package_id=40');
    await user.click(await screen.findByRole('button', { name: 'Pay $20.98' }));
    expect(await screen.findByText('Please select one of your saved cards or enter new one')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }));
    await user.click(screen.getByRole('button', { name: 'Pay $20.98' }));
    await screen.findByRole('heading', { name: 'Processing your payment' });
    expect(api.sent('POST /api/stripe/buy')).toEqual([{ type: 'event', id: 9, package_id: 40, payment_method: 'pm_sandbox_saved', save_card: false, api_key: 'user-key' }]);
    expect(api.sent('POST /api/sandbox/tokens')).toEqual([]);
  });

  it('pays with a new sandbox card: token, buy, processing, then the confirmation page with a way to watch', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/buy?package_id=40&code=WELCOME10');
    await waitFor(() => expect(screen.getByLabelText('Price summary')).toHaveTextContent('Total$18.98'));
    await typeCard(user, '4242424242424242');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('autocomplete', 'cc-number');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }));
    await user.click(screen.getByRole('button', { name: 'Pay $18.98' }));

    expect(await screen.findByRole('heading', { name: 'Processing your payment' })).toBeInTheDocument();
    expect(api.sent('POST /api/sandbox/tokens')).toEqual([{ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', api_key: 'user-key' }]);
    expect(api.sent('POST /api/stripe/buy')).toEqual([{ type: 'event', id: 9, package_id: 40, coupon: 'WELCOME10', payment_method: 'pm_sandbox_4242', save_card: true, api_key: 'user-key' }]);

    // The confirmation has its own address: the order's.
    expect(await screen.findByRole('heading', { name: 'Thank you! Your payment is complete' }, POLL)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/buy/complete/70');
    const details = screen.getByLabelText('Order details');
    expect(details).toHaveTextContent('Order number#70');
    expect(details).toHaveTextContent('ItemHuskies vs Knights');
    expect(details).toHaveTextContent('Amount chargedUSD $149.99');
    expect(details).toHaveTextContent('DateSep 1, 2025');
    expect(details).toHaveTextContent('CardVisa ending in 4242');
    expect(screen.getByText('A receipt was sent to fan@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch now' })).toHaveAttribute('href', '/watch/9');
    expect(screen.getByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/profile');
    // The user's capabilities come from the passes owned: the profile is asked again.
    await waitFor(() => expect(userStore.get()?.capabilities).toEqual(['watch']));
  });

  it('shows a declined payment in a popup with the reason, then lets the buyer try again', async () => {
    stubCheckout({ 'GET /api/orders/70': ok({ ...makeOrder({ id: 70, status: 'failed', activity_status: 'inactive' }), failure_message: 'Your card was declined.' }) });
    const user = userEvent.setup();
    await renderApp('/buy?package_id=40');
    await typeCard(user, '4000000000000002');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }));
    await user.click(screen.getByRole('button', { name: 'Pay $20.98' }));

    const popup = await screen.findByRole('dialog', { name: 'Payment failed' }, POLL);
    expect(within(popup).getByText('Your card was declined.')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Back on the form, the focus on its first field (a keyboard user goes on from there); the card number was not kept.
    await waitFor(() => expect(document.activeElement?.closest('form')).toHaveAttribute('aria-labelledby', 'checkout-payment-title'));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
    expect(userStore.get()?.capabilities).toEqual([]);
  });

  it('after a declined card keeps what the buyer chose and typed, except the card details: terms ticked, save-card, promo code', async () => {
    stubCheckout({ 'GET /api/orders/70': ok({ ...makeOrder({ id: 70, status: 'failed', activity_status: 'inactive' }), failure_message: 'Your card was declined.' }) });
    const user = userEvent.setup();
    await renderApp('/buy?package_id=40&code=WELCOME10');
    await waitFor(() => expect(screen.getByLabelText('Price summary')).toHaveTextContent('Total$18.98'));
    await typeCard(user, '4000000000000002');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }));
    await user.click(screen.getByRole('button', { name: 'Pay $18.98' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Payment failed' }, POLL)).getByRole('button', { name: 'Try again' }));

    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Save this card for next time' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('WELCOME10');
    expect(screen.getByLabelText('Price summary')).toHaveTextContent('Total$18.98');
    for (const name of ['Card number', 'Expiry date', 'Security code (CVC)']) expect(screen.getByRole('textbox', { name })).toHaveValue('');
  });

  it('records the campaign code (trk) the buyer arrived with on the buy', async () => {
    stubCheckout({ 'GET /api/stripe/list-cards': ok([savedCard]) });
    const user = userEvent.setup();
    await renderApp('/buy?package_id=40&trk=spring-promo');
    await user.click(await screen.findByRole('radio', { name: /Visa ending in 4242/ }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }));
    await user.click(screen.getByRole('button', { name: 'Pay $20.98' }));
    await screen.findByRole('heading', { name: 'Processing your payment' });
    expect(api.sent('POST /api/stripe/buy')).toEqual([expect.objectContaining({ type: 'event', id: 9, trk: 'spring-promo' })]);
  });

  it('sends one buy however fast Pay is clicked twice', async () => {
    const user = userEvent.setup();
    await renderApp('/buy?package_id=40');
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }));
    await user.dblClick(screen.getByRole('button', { name: 'Pay $20.98' }));
    await screen.findByRole('heading', { name: 'Processing your payment' });
    expect(api.sent('POST /api/sandbox/tokens')).toHaveLength(1);
    expect(api.sent('POST /api/stripe/buy')).toHaveLength(1);
  });

  it('shows the payment already under way when the page opens during it, without a second form', async () => {
    const pending = makeOrder({ id: 71, type: 'event', status: 'pending', activity_status: 'inactive', product: { id: 40, name: 'Huskies vs Knights', event_id: 9, event_category_id: 1, participant_id: null } });
    stubCheckout({ 'GET /api/orders': ok([pending]), 'GET /api/orders/71': ok({ ...pending, status: 'pending' }) });
    await renderApp('/buy?package_id=40');
    expect(await screen.findByRole('heading', { name: 'Processing your payment' })).toBeInTheDocument();
    expect(api.sent('GET /api/orders')).toEqual([{ status: 'pending', no_limit: '1', api_key: 'user-key' }]);
    expect(screen.getByRole('button', { name: 'Pay $20.98', hidden: true })).not.toBeVisible();
  });

  it("follows the other payment when the server answers 'A payment for this is already in progress'", async () => {
    const pending = makeOrder({ id: 72, type: 'event', status: 'pending', activity_status: 'inactive', product: { id: 40, name: 'Huskies vs Knights', event_id: 9, event_category_id: 1, participant_id: null } });
    let pendingOrders: unknown[] = [];
    stubCheckout({
      'GET /api/orders': () => ok(pendingOrders)(),
      'POST /api/stripe/buy': () => {
        pendingOrders = [pending];
        return fail(409, 'A payment for this is already in progress', 'PAYMENT_IN_PROGRESS')();
      },
      'GET /api/orders/72': ok({ ...pending, status: 'paid', activity_status: 'active' }),
    });
    const user = userEvent.setup();
    await renderApp('/buy?package_id=40');
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }));
    await user.click(screen.getByRole('button', { name: 'Pay $20.98' }));
    expect(await screen.findByText('A payment for this is already in progress. We are checking on it below.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Processing your payment' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Thank you! Your payment is complete' }, POLL)).toBeInTheDocument();
  });

  it.each([
    ['en', 'You already have this pass'],
    ['fr', 'Vous avez déjà ce passe'],
  ] as const)("shows 'You already have this pass' in the form (%s)", async (language, shown) => {
    stubCheckout({ 'POST /api/stripe/buy': fail(409, 'You already have this pass', 'ALREADY_OWNED'), 'GET /api/stripe/list-cards': ok([savedCard]) });
    const user = userEvent.setup();
    await renderApp('/buy?package_id=40', makeBootstrap(), language);
    await user.click(await screen.findByRole('radio', { name: /4242/ }));
    await user.click(screen.getByRole('checkbox', { name: language === 'en' ? 'I accept the terms and conditions of sale' : 'J’accepte les conditions de vente' }));
    await user.click(screen.getByRole('button', { name: /^(Pay|Payer)/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('says when the payment could not be checked, and checks again on request', async () => {
    stubCheckout({ 'GET /api/orders/70': fail(500, 'Something went wrong', 'INTERNAL') });
    const user = userEvent.setup();
    await renderApp('/buy?package_id=40');
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }));
    await user.click(screen.getByRole('button', { name: 'Pay $20.98' }));
    expect(await screen.findByRole('heading', { name: 'We could not confirm your payment' }, POLL)).toBeInTheDocument();
    expect(api.sent('GET /api/orders/70')).toHaveLength(1);

    stubCheckout();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Thank you! Your payment is complete' }, POLL)).toBeInTheDocument();
  }, 12_000);

  it("puts the sandbox's 'Your card number is incorrect.' on the number field", async () => {
    const user = userEvent.setup();
    await renderApp('/buy?package_id=40');
    await typeCard(user, '4111111111111111');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }));
    await user.click(screen.getByRole('button', { name: 'Pay $20.98' }));
    expect(await screen.findByText('Your card number is incorrect.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST /api/stripe/buy')).toEqual([]);
  });
});

describe('/buy for a visitor', () => {
  it('shows the price and sends the visitor to sign in; login comes back to this checkout', async () => {
    userStore.set(null);
    const user = userEvent.setup();
    const { router } = await renderApp('/buy?subscription_id=3');
    expect(await screen.findByLabelText('Price summary')).toHaveTextContent('Total$12.99');
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Sign in to continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(returnPage()).toBe('/buy?subscription_id=3');
    expect(api.sent('GET /api/stripe/list-cards')).toEqual([]);
  });
});

describe('free trial', () => {
  it('starts the trial of a subscription and shows it active', async () => {
    const trial = makeOrder({ id: 80, type: 'subscription', total: 0, renewal_state: 'cancelled', subscription_status: 'canceled', product: { id: 3, name: 'Monthly All-Access', event_id: null, event_category_id: null, participant_id: null }, period_end: '2026-11-28T12:00:00.000Z' });
    stubCheckout({ 'POST /api/stripe/subscription/start_trial': ok(trial), 'GET /api/profile': ok(makeUser({ trial_period_used: '2026-11-21T12:00:00.000Z' })) });
    const user = userEvent.setup();
    await renderApp('/buy?subscription_id=3');
    expect(await screen.findByRole('heading', { name: 'Try it free for 7 days' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByRole('heading', { name: 'Your free trial is active' })).toBeInTheDocument();
    expect(screen.getByText('Your trial ends on Nov 28, 2026.')).toBeInTheDocument();
    expect(api.sent('POST /api/stripe/subscription/start_trial')).toEqual([{ subscription_id: 3, api_key: 'user-key' }]);
    await waitFor(() => expect(userStore.get()?.trial_period_used).not.toBeNull());
  });

  it('is not offered once the user has used a trial', async () => {
    userStore.set(makeUser({ trial_period_used: '2025-01-01T00:00:00.000Z' }));
    await renderApp('/buy?subscription_id=3');
    expect(await screen.findByRole('heading', { name: 'Monthly All-Access' })).toBeInTheDocument();
    await screen.findByRole('button', { name: /^Pay/ });
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
  });

  it("shows the server's refusal when the trial was already used", async () => {
    stubCheckout({ 'POST /api/stripe/subscription/start_trial': fail(400, 'Trial period already used', 'TRIAL_ALREADY_USED') });
    const user = userEvent.setup();
    await renderApp('/buy?subscription_id=3');
    await user.click(await screen.findByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByText('Trial period already used')).toBeInTheDocument();
  });
});
