/**
 * A pass as an operator thinks of it: one kind (a one-off pass, a subscription, an add-on) and, for a subscription,
 * one billing interval and how many of them a payment buys. The spec's §3 fields (`type`, `pass_type`, `period`,
 * `offer`, `period_count`) are derived from it here, once, so the §9 label ("/ month", "/ 6 months", "/ year")
 * always names what the subscription bills. Free of runtime imports (the viewer's landing page may read it).
 */
export const PASS_KINDS = ['pass', 'subscription', 'addon'] as const;
export type PassKind = (typeof PASS_KINDS)[number];
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export interface PassTerms {
  kind: PassKind;
  /** A subscription's billing interval; null for a one-off pass or an add-on. */
  interval: BillingInterval | null;
  /** How many intervals one payment buys (1 for anything but a subscription). */
  interval_count: number;
}

export interface PassSpecFields {
  type: 'subscription' | 'package' | 'additional';
  pass_type: 'regular' | 'addition';
  period: 'month' | 'annual' | null;
  offer: BillingInterval | null;
  period_count: number;
}

/** The spec's fields for one choice per idea. */
export function specFieldsOf(terms: PassTerms): PassSpecFields {
  switch (terms.kind) {
    case 'subscription': {
      const interval = terms.interval ?? 'month';
      return { type: 'subscription', pass_type: 'regular', period: interval === 'year' ? 'annual' : 'month', offer: interval, period_count: terms.interval_count };
    }
    case 'addon':
      return { type: 'additional', pass_type: 'addition', period: null, offer: null, period_count: 1 };
    case 'pass':
      return { type: 'package', pass_type: 'regular', period: null, offer: null, period_count: 1 };
  }
}

const YEARLY = new Set(['annual', 'year']);

/** The choice a stored pass reads as, whatever mix of the spec's fields it was saved with. */
export function termsOf(pass: { type: string; pass_type: string; period: string | null; offer: string | null; period_count: number }): PassTerms {
  if (pass.type === 'subscription') {
    const unit = pass.offer ?? pass.period;
    return { kind: 'subscription', interval: unit !== null && YEARLY.has(unit) ? 'year' : 'month', interval_count: pass.period_count };
  }
  return { kind: pass.pass_type === 'addition' || pass.type === 'additional' ? 'addon' : 'pass', interval: null, interval_count: 1 };
}
