import { describe, expect, it } from 'vitest';
import { canWatch } from './event-access';

describe('who may watch an event', () => {
  it('lets anyone watch free events', () => {
    expect(canWatch({ event: { pricing_type: 'free' }, userId: null })).toEqual({ allowed: true });
  });

  it('asks visitors to log in for register events and lets any user in', () => {
    expect(canWatch({ event: { pricing_type: 'register' }, userId: null })).toEqual({ allowed: false, reason: 'login_required' });
    expect(canWatch({ event: { pricing_type: 'register' }, userId: 7 })).toEqual({ allowed: true });
  });

  it('keeps paid and pay-per-view events closed, asking for a purchase, unless the user\'s orders cover them', () => {
    for (const pricing_type of ['paid', 'ppv'] as const) {
      for (const userId of [null, 7]) expect(canWatch({ event: { pricing_type }, userId })).toEqual({ allowed: false, reason: 'purchase_required' });
      expect(canWatch({ event: { pricing_type }, userId: 7, covered: true })).toEqual({ allowed: true });
      expect(canWatch({ event: { pricing_type }, userId: null, covered: true })).toEqual({ allowed: false, reason: 'purchase_required' });
    }
  });
});
