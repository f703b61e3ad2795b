import { AdminEventInput, PRICE_ABOVE_ZERO, SUBSCRIPTION_ONLY_PAID } from '@ott/contracts/admin-catalogue';
import { adminEvent } from '../../../test/fixtures';
import { describe, expect, it } from 'vitest';
import { type EventFormValues, accessOf, formFieldOf, toBody, valuesOf } from './EventForm';

const values = (change: Partial<EventFormValues> = {}): EventFormValues => ({
  name: 'Herons at Owls',
  description: '',
  event_utc_ts: '2026-03-10T18:00:00.000Z',
  end_utc_ts: '2026-03-10T20:00:00.000Z',
  time_zone: 'America/Chicago',
  access: 'free',
  single_type: 'ppv',
  price: null,
  event_category_id: 4,
  location_id: null,
  away_id: 7,
  home_id: 9,
  visibility: 'public',
  geo_mode: 'none',
  geo_countries: [],
  video_id: 'court',
  video_kind: 'vod',
  ...change,
});

describe('the event form and the API body', () => {
  it('turns the flat form into the contract body the server takes', () => {
    const body = toBody(values({ access: 'single', price: 14.99, geo_mode: 'block', geo_countries: ['CA'] }), true);
    expect(AdminEventInput.parse(body)).toMatchObject({
      participants: [
        { id: 7, role: 'away' },
        { id: 9, role: 'home' },
      ],
      pricing_type: 'ppv',
      price: 1499,
      geo_rule: { mode: 'block', countries: ['CA'] },
      video: { id: 'court', kind: 'vod' },
      description: null,
    });
    expect(toBody(values({ price: 20 }), false)).toMatchObject({ price: null });
    expect('video' in toBody(values(), false)).toBe(false);
  });

  it("puts the contract's messages on the fields the operator edits", () => {
    const result = AdminEventInput.safeParse(toBody(values({ home_id: 7, geo_mode: 'allow', geo_countries: [], access: 'single' }), true));
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((issue) => formFieldOf(issue.path.join('.'))));
    expect(fields).toEqual(new Set(['away_id', 'geo_countries', 'price']));
    expect(formFieldOf('end_utc_ts')).toBe('end_utc_ts');
  });

  it('refuses a single-event price of 0 on the price field, whichever spec type it is stored as', () => {
    for (const single_type of ['paid', 'ppv'] as const) {
      const result = AdminEventInput.safeParse(toBody(values({ access: 'single', single_type, price: 0 }), true));
      expect(result.error?.issues.map((issue) => [formFieldOf(issue.path.join('.')), issue.message])).toEqual([['price', PRICE_ABOVE_ZERO]]);
    }
  });

  it('maps each way in to the spec pricing type, and reads every stored event back as the same choice', () => {
    const body = (change: Partial<EventFormValues>) => {
      const { pricing_type, price, passes_only, subscription_only } = AdminEventInput.parse(toBody(values({ price: 12, ...change }), true));
      return { pricing_type, price, passes_only, subscription_only };
    };
    expect(body({ access: 'free' })).toEqual({ pricing_type: 'free', price: null, passes_only: false, subscription_only: false });
    expect(body({ access: 'register' })).toEqual({ pricing_type: 'register', price: null, passes_only: false, subscription_only: false });
    expect(body({ access: 'passes' })).toEqual({ pricing_type: 'paid', price: null, passes_only: true, subscription_only: false });
    expect(body({ access: 'subscriptions' })).toEqual({ pricing_type: 'paid', price: null, passes_only: true, subscription_only: true });
    expect(body({ access: 'single' })).toEqual({ pricing_type: 'ppv', price: 1200, passes_only: false, subscription_only: false });
    // An event stored as paid with a price stays paid when saved again.
    const paid = valuesOf(adminEvent({ pricing_type: 'paid', price: 1500 }), 'UTC');
    expect(paid).toMatchObject({ access: 'single', single_type: 'paid', price: 15 });
    expect(toBody(paid, false)).toMatchObject({ pricing_type: 'paid', price: 1500 });

    expect(accessOf(adminEvent({ pricing_type: 'free' }))).toBe('free');
    expect(accessOf(adminEvent({ pricing_type: 'register' }))).toBe('register');
    expect(accessOf(adminEvent({ pricing_type: 'paid', passes_only: true }))).toBe('passes');
    expect(accessOf(adminEvent({ pricing_type: 'paid', passes_only: true, subscription_only: true }))).toBe('subscriptions');
    expect(accessOf(adminEvent({ pricing_type: 'ppv', price: 499 }))).toBe('single');
  });

  it("puts the server's pricing messages on the one pricing choice", () => {
    expect(formFieldOf('subscription_only')).toBe('access');
    expect(formFieldOf('passes_only')).toBe('access');
    expect(formFieldOf('pricing_type')).toBe('access');
    const refused = AdminEventInput.safeParse({ ...toBody(values({ access: 'single', price: 5 }), true), subscription_only: true });
    expect(refused.error?.issues.map((issue) => [formFieldOf(issue.path.join('.')), issue.message])).toEqual([['access', SUBSCRIPTION_ONLY_PAID]]);
  });
});
