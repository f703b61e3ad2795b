import { endpoint } from '../../endpoint';

const passList = () => import('../../commerce').then((m) => m.Pass.array());
const onePass = () => import('../../commerce').then((m) => m.Pass);
const order = () => import('../../commerce').then((m) => m.Order);

/** The pass lists are key-exempt (spec §7); a signed-in viewer adds the api_key so the server marks what they own. */
export const packages = endpoint({ method: 'GET', path: '/packages', auth: 'channel_key', response: passList });
export const subscriptions = endpoint({ method: 'GET', path: '/subscriptions', auth: 'channel_key', response: passList });

/** The server identifies the channel by either key here; the viewer sends its api_key so `purchased` is the viewer's. */
export const packageById = endpoint({ method: 'GET', path: '/packages/:id', auth: 'api_key', response: onePass });
export const subscriptionById = endpoint({ method: 'GET', path: '/subscriptions/:id', auth: 'api_key', response: onePass });

export const couponPreview = endpoint({
  method: 'GET',
  path: '/apply_coupon',
  auth: 'api_key',
  response: () => import('../../commerce').then((m) => m.CouponPreview),
});

export const invoicePreview = endpoint({
  method: 'POST',
  path: '/stripe/invoice-preview',
  auth: 'api_key',
  response: () => import('../../payments').then((m) => m.InvoicePreview),
});

export const buy = endpoint({ method: 'POST', path: '/stripe/buy', auth: 'api_key', response: () => import('../../payments').then((m) => m.BuyResult) });
export const startTrial = endpoint({ method: 'POST', path: '/stripe/subscription/start_trial', auth: 'api_key', response: order });
export const cancelRenewal = endpoint({ method: 'POST', path: '/stripe/unsubscribe', auth: 'api_key', response: order });

export const orders = endpoint({ method: 'GET', path: '/orders', auth: 'api_key', response: () => import('../../commerce').then((m) => m.Order.array()) });
export const orderById = endpoint({ method: 'GET', path: '/orders/:id', auth: 'api_key', response: order });

/** The sandbox's stand-in for Stripe.js: a test card becomes a payment method id. */
export const sandboxToken = endpoint({
  method: 'POST',
  path: '/sandbox/tokens',
  auth: 'api_key',
  response: () => import('../../payments').then((m) => m.SandboxToken),
});

export const savedCards = endpoint({
  method: 'GET',
  path: '/stripe/list-cards',
  auth: 'api_key',
  response: () => import('../../payments').then((m) => m.SavedCard.array()),
});

export const setupIntent = endpoint({
  method: 'POST',
  path: '/stripe/setup-intent',
  auth: 'api_key',
  response: () => import('../../payments').then((m) => m.SetupIntent),
});

export const customerPortal = endpoint({
  method: 'GET',
  path: '/stripe/customer-portal',
  auth: 'api_key',
  response: () => import('../../payments').then((m) => m.CustomerPortal),
});
