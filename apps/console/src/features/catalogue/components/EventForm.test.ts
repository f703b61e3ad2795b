import { AdminEventInput, PRICE_ABOVE_ZERO } from '@ott/contracts/admin-catalogue';
import { describe, expect, it } from 'vitest';
import { type EventFormValues, formFieldOf, toBody } from './EventForm';

const values = (change: Partial<EventFormValues> = {}): EventFormValues => ({
  name: 'Herons at Owls',
  description: '',
  event_utc_ts: '2026-03-10T18:00:00.000Z',
  end_utc_ts: '2026-03-10T20:00:00.000Z',
  time_zone: 'America/Chicago',
  pricing_type: 'free',
  price: null,
  passes_only: false,
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
    const body = toBody(values({ pricing_type: 'ppv', price: 14.99, geo_mode: 'block', geo_countries: ['CA'] }), true);
    expect(AdminEventInput.parse(body)).toMatchObject({
      participants: [
        { id: 7, role: 'away' },
        { id: 9, role: 'home' },
      ],
      price: 1499,
      geo_rule: { mode: 'block', countries: ['CA'] },
      video: { id: 'court', kind: 'vod' },
      description: null,
    });
    expect(toBody(values({ price: 20 }), false)).toMatchObject({ price: null });
    expect('video' in toBody(values(), false)).toBe(false);
  });

  it("puts the contract's messages on the fields the operator edits", () => {
    const result = AdminEventInput.safeParse(toBody(values({ home_id: 7, geo_mode: 'allow', geo_countries: [], pricing_type: 'paid' }), true));
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((issue) => formFieldOf(issue.path.join('.'))));
    expect(fields).toEqual(new Set(['away_id', 'geo_countries', 'price']));
    expect(formFieldOf('end_utc_ts')).toBe('end_utc_ts');
  });

  it('refuses a single-event price of 0 for paid and pay-per-view, on the price field', () => {
    for (const pricing_type of ['paid', 'ppv'] as const) {
      const result = AdminEventInput.safeParse(toBody(values({ pricing_type, price: 0 }), true));
      expect(result.error?.issues.map((issue) => [formFieldOf(issue.path.join('.')), issue.message])).toEqual([['price', PRICE_ABOVE_ZERO]]);
    }
  });

  it('sends a paid event sold through passes only with no price, and the box only counts for paid events', () => {
    expect(AdminEventInput.parse(toBody(values({ pricing_type: 'paid', passes_only: true, price: 12 }), true))).toMatchObject({ pricing_type: 'paid', passes_only: true, price: null });
    expect(toBody(values({ pricing_type: 'ppv', passes_only: true, price: 12 }), true)).toMatchObject({ price: 1200 });
    expect('passes_only' in toBody(values({ pricing_type: 'ppv', passes_only: true, price: 12 }), true)).toBe(false);
    expect(toBody(values({ pricing_type: 'paid', passes_only: false, price: 12 }), true)).toMatchObject({ passes_only: false, price: 1200 });
  });
});
