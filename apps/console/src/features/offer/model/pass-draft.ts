import type { AdminPass, AdminPassInput } from '@ott/contracts/admin-offer';
import { type BillingInterval, specFieldsOf, termsOf } from '@ott/contracts/pass-terms';
import { isoToLocalInput } from '@ott/client/forms';
import { toMajor, toMinor } from '../api/pricing';

export const CAPABILITIES = ['watch', 'download', 'clipping', 'download_clip', 'no_ads', 'vod_media'] as const;

const isoOf = (local: string): string | null => (local.trim() === '' ? null : Number.isNaN(Date.parse(local)) ? local : new Date(local).toISOString());
const capOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * The editor's fields as typed: amounts in major units, lists of ids. One choice per idea: the kind (a one-off pass, a
 * subscription, an add-on; a single-event package is read-only), and for a subscription its billing interval and count.
 */
export interface PassDraft {
  name: string;
  description: string;
  image: string;
  kind: 'pass' | 'subscription' | 'addon' | 'event';
  interval: BillingInterval;
  interval_count: string;
  price: string;
  base_price: string;
  service_fee: string;
  /** One-off passes and add-ons: when they start and stop opening events (`datetime-local`, '' for none). */
  valid_from: string;
  valid_until: string;
  /** Caps on what the pass allows ('' for the channel's cap). */
  clip_limit: string;
  download_limit: string;
  trial_period: string;
  is_team_pass: boolean;
  covers_all_events: boolean;
  capabilities: string[];
  event_categories: number[];
  participants: number[];
  extra_passes: number[];
  extends: number[];
  visibility: 'public' | 'hidden';
}

export function draftOfPass(pass: AdminPass | null, currency: string, language: string): PassDraft & { currency: string } {
  const terms = pass ? termsOf(pass) : { kind: 'pass' as const, interval: null, interval_count: 1 };
  return {
  name: pass?.name ?? '',
  description: pass?.description ?? '',
  image: pass?.image ?? '',
  kind: pass?.type === 'event' ? 'event' : terms.kind,
  interval: terms.interval ?? 'month',
  interval_count: String(terms.interval_count),
  price: pass ? toMajor(pass.price, language) : '',
  base_price: toMajor(pass?.base_price, language),
  service_fee: toMajor(pass?.service_fee ?? 0, language),
  valid_from: isoToLocalInput(pass?.valid_from),
  valid_until: isoToLocalInput(pass?.valid_until),
  clip_limit: pass?.clip_limit === null || pass?.clip_limit === undefined ? '' : String(pass.clip_limit),
  download_limit: pass?.download_limit === null || pass?.download_limit === undefined ? '' : String(pass.download_limit),
  trial_period: pass?.trial_period === null || pass?.trial_period === undefined ? '' : String(pass.trial_period),
  is_team_pass: pass?.is_team_pass ?? false,
  covers_all_events: pass?.covers_all_events ?? false,
  capabilities: pass?.capabilities ?? ['watch'],
  event_categories: pass?.event_categories ?? [],
  participants: pass?.participants ?? [],
  extra_passes: pass?.extra_passes ?? [],
  extends: pass?.extends ?? [],
  visibility: pass?.visibility ?? 'public',
  currency: pass?.currency ?? currency,
  };
}

/** The spec fields the viewer's label reads, as the server will derive them from the draft. */
export function specFieldsOfDraft(draft: PassDraft) {
  if (draft.kind === 'event') return { period: null, offer: null, period_count: 1 };
  const subscription = draft.kind === 'subscription';
  return specFieldsOf({ kind: draft.kind, interval: subscription ? draft.interval : null, interval_count: subscription ? Number(draft.interval_count) || 1 : 1 });
}

/** The body the server takes; an amount that cannot be read is sent as NaN (null on the wire) for the server to name. */
/** The amount fields whose text is not an amount (an empty base price or fee is none): checked before anything is sent. */
export function invalidAmounts(draft: PassDraft): Array<'price' | 'base_price' | 'service_fee'> {
  const optional = (text: string) => text.trim() === '' || toMinor(text) !== null;
  return [
    ...(toMinor(draft.price) === null ? (['price'] as const) : []),
    ...(optional(draft.base_price) ? [] : (['base_price'] as const)),
    ...(optional(draft.service_fee) ? [] : (['service_fee'] as const)),
  ];
}

export function bodyOf(draft: PassDraft): AdminPassInput {
  const money = (text: string) => toMinor(text) ?? Number.NaN;
  const subscription = draft.kind === 'subscription';
  // A single-event package keeps the terms its event gives it; the rest say one kind and the server derives the spec fields.
  const terms =
    draft.kind === 'event'
      ? {}
      : {
          kind: draft.kind,
          interval: subscription ? draft.interval : null,
          interval_count: subscription ? Number(draft.interval_count) : 1,
          valid_from: subscription ? null : isoOf(draft.valid_from),
          valid_until: subscription ? null : isoOf(draft.valid_until),
        };
  return {
    name: draft.name,
    description: draft.description || null,
    image: draft.image || null,
    ...terms,
    price: money(draft.price),
    base_price: draft.base_price.trim() === '' ? null : money(draft.base_price),
    service_fee: draft.service_fee.trim() === '' ? 0 : money(draft.service_fee),
    clip_limit: capOf(draft.clip_limit),
    download_limit: capOf(draft.download_limit),
    trial_period: draft.trial_period.trim() === '' ? null : Number(draft.trial_period),
    is_team_pass: draft.is_team_pass,
    covers_all_events: draft.covers_all_events,
    capabilities: draft.capabilities as AdminPassInput['capabilities'],
    event_categories: draft.event_categories,
    participants: draft.participants,
    extra_passes: draft.extra_passes,
    extends: draft.extends,
    visibility: draft.visibility,
  };
}

/** `offer/passes/new` and `offer/passes/:passId`. */
