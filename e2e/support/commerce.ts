import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { registerAccount } from './accounts';
import { apiGet, apiKeyFor } from './catalogue';
import type { PlaybackEvent } from './playback';

/** The sandbox's test cards (Stripe's test numbers). */
export const TEST_CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export interface WirePass {
  id: number;
  name: string;
  type: 'subscription' | 'package' | 'event' | 'additional';
  is_team_pass: boolean;
  participants: number[];
  trial_period: number | null;
  purchased: boolean;
}

/** A fresh account, signed in through the login screen: purchases never touch the shared demo accounts. */
export async function signInNewBuyer(page: Page, request: APIRequestContext, label: string): Promise<{ email: string; password: string; apiKey: string }> {
  const account = await registerAccount(request, label);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  // A key of its own for the API checks (each login is a session of the same user).
  const login = await request.post('/api/v2/auth/login', { data: { api_key: await apiKeyFor(request), email: account.email, password: account.password } });
  const apiKey = ((await login.json()) as { data: { api_key: string } }).data.api_key;
  return { ...account, apiKey };
}

/** Every subscription and package on sale, as the user whose key this is sees them. */
export async function passesFor(request: APIRequestContext, apiKey: string): Promise<WirePass[]> {
  const [subscriptions, packages] = await Promise.all([
    apiGet<WirePass[]>(request, '/api/subscriptions', { api_key: apiKey }),
    apiGet<WirePass[]>(request, '/api/packages', { api_key: apiKey }),
  ]);
  return [...subscriptions.data, ...packages.data];
}

export async function passNamed(request: APIRequestContext, name: RegExp | string): Promise<WirePass> {
  const passes = await passesFor(request, await apiKeyFor(request));
  const pass = passes.find((candidate) => (typeof name === 'string' ? candidate.name === name : name.test(candidate.name)));
  if (!pass) throw new Error(`no pass named ${String(name)}`);
  return pass;
}

export type SellableEvent = Omit<PlaybackEvent, 'participants'> & {
  has_access: boolean;
  single_event_package_id: number | null;
  participants: Array<PlaybackEvent['participants'][number] & { id: number }>;
};

/** Events as the user whose key this is sees them (`has_access` is theirs). */
export async function eventsFor(request: APIRequestContext, apiKey: string, query: Record<string, string | number> = {}): Promise<SellableEvent[]> {
  return (await apiGet<SellableEvent[]>(request, '/api/events', { api_key: apiKey, limit: 100, ...query })).data;
}

/** Fills the sandbox card form on /buy, accepts the terms and pays. */
export async function payWithCard(page: Page, number: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The payment screen after paying: processing first, then (polling every 2 s) the order's confirmation page; returns the order id. */
export async function expectPaid(page: Page): Promise<number> {
  await expect(page.getByRole('heading', { name: 'Processing your payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you! Your payment is complete' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/buy\/complete\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

export interface WireOrder {
  id: number;
  type: string;
  status: string;
  total: number;
  service_fee: number;
  product: { id: number; name: string; event_id: number | null };
  card_brand: string | null;
  card_last4: string | null;
  receipt_email: string | null;
}

/** Every order of the user whose key this is, newest first. */
export async function ordersFor(request: APIRequestContext, apiKey: string): Promise<WireOrder[]> {
  return (await apiGet<WireOrder[]>(request, '/api/orders', { api_key: apiKey, no_limit: 1 })).data;
}
