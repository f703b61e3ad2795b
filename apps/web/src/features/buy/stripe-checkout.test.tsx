import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../test/api-stub';
import { makePass } from '../../test/commerce';
import { makeBootstrap, makeSettingsFile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { signIn } from '../../test/users';
import { prepareBuyScreens } from './buy-test-setup';

prepareBuyScreens();

// js.stripe.com cannot be reached from tests: Stripe.js and its React bindings are stood in for.
const stripe = vi.hoisted(() => {
  const createPaymentMethod = vi.fn();
  // As in Stripe's bindings, the same objects on every render.
  return { loadStripe: vi.fn(), createPaymentMethod, instance: { createPaymentMethod }, elements: { getElement: () => ({ kind: 'card' }) } };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  useStripe: () => stripe.instance,
  useElements: () => stripe.elements,
  CardElement: ({ onChange }: { onChange: (event: { empty: boolean; complete: boolean }) => void }) => (
    <button type="button" onClick={() => onChange({ empty: false, complete: true })}>
      Type the test card
    </button>
  ),
}));

const settings = makeSettingsFile({ payments: { provider: 'stripe', publishable_key: 'pk_test_123' } });
const basicPass = makePass({ id: 2, price: 14999 });

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  signIn();
  stripe.loadStripe.mockReset();
  stripe.createPaymentMethod.mockReset();
  api = stubApi({
    'GET /api/packages/2': ok(basicPass),
    'POST /api/stripe/invoice-preview': ok({ price: 14999, service_fee: 0, discount: 0, tax: 0, total: 14999, currency: 'USD', next_billing_date: null }),
    'GET /api/stripe/list-cards': ok([]),
    'POST /api/stripe/buy': ok({ orders: [{ id: 71, status: 'pending' }] }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const openCheckout = () => renderApp('/buy?package_id=2', makeBootstrap(), 'en', settings);

describe('/buy with Stripe configured', () => {
  it('loads Stripe.js with the publishable key and pays with the PaymentMethod its card element makes', async () => {
    stripe.loadStripe.mockResolvedValue({ elements: vi.fn() });
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_stripe_1' } });
    const user = userEvent.setup();
    await openCheckout();
    await user.click(await screen.findByRole('checkbox', { name: 'I accept the terms and conditions of sale' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $149.99' }));
    // Nothing typed into the element yet.
    expect(await screen.findByText('Please select one of your saved cards or enter new one')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Type the test card' }));
    await user.click(screen.getByRole('button', { name: 'Pay $149.99' }));
    await screen.findByRole('heading', { name: 'Processing your payment' });
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: { kind: 'card' } });
    expect(api.sent('POST /api/stripe/buy')).toEqual([{ type: 'package', id: 2, payment_method: 'pm_stripe_1', save_card: false, api_key: 'user-key' }]);
    expect(api.sent('POST /api/sandbox/tokens')).toEqual([]);
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
  });

  it("shows Stripe's own message when it refuses the card", async () => {
    stripe.loadStripe.mockResolvedValue({ elements: vi.fn() });
    stripe.createPaymentMethod.mockResolvedValue({ error: { message: 'Your card number is invalid.' } });
    const user = userEvent.setup();
    await openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Type the test card' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }));
    await user.click(screen.getByRole('button', { name: 'Pay $149.99' }));
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(api.sent('POST /api/stripe/buy')).toEqual([]);
  });

  it('says what to do when Stripe.js cannot be loaded, and tries again on request', async () => {
    stripe.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js')).mockResolvedValueOnce(null).mockResolvedValue({ elements: vi.fn() });
    const user = userEvent.setup();
    await openCheckout();
    const failure = 'The secure card form could not be loaded. Check your connection, allow js.stripe.com if an ad or script blocker is on, then try again.';
    expect(await screen.findByText(failure)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // Stripe.js that loads but cannot run is the same failure.
    await waitFor(() => expect(stripe.loadStripe).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(failure)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Type the test card' })).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledTimes(3);
  });
});
