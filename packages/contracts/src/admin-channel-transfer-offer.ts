import { z } from 'zod';
import { Currency } from './channel';
import { IsoTime, MediaUrl, Ref, Required, Text, Weight, type Path, type Report } from './channel-document-fields';
import { PricingSteps } from './pricing-rules';

/** The offer in a channel document: passes and subscriptions, promo codes and replay pricing rules, by document id. */
const Money = z.number().int().min(0).describe('minor units');
const PassDocument = z.object({
  id: Ref,
  /** Single-event packages travel with their event (`catalogue.events[].package`), not here. */
  type: z.enum(['package', 'subscription', 'additional']),
  pass_type: z.enum(['regular', 'addition']),
  name: Required(300),
  description: Text(5000).nullable(),
  price: Money,
  base_price: Money.nullable(),
  service_fee: Money,
  currency: Currency,
  image: MediaUrl.nullable(),
  period: Text(16).nullable(),
  offer: Text(32).nullable(),
  period_count: z.number().int().min(1),
  trial_period: z.number().int().min(0).nullable(),
  /** A one-off pass's validity (absent in documents made before it existed: none). */
  valid_from: IsoTime.nullable().optional(),
  valid_until: IsoTime.nullable().optional(),
  /** Caps a holder gets; null or absent: the channel's. */
  clip_limit: z.number().int().min(0).max(10_000).nullable().optional(),
  download_limit: z.number().int().min(0).max(10_000).nullable().optional(),
  is_team_pass: z.boolean(),
  weight: Weight,
  visibility: z.enum(['public', 'hidden']),
  covers_all_events: z.boolean(),
  capabilities: z.array(Text(40)).max(20),
  categories: z.array(Ref).max(2000),
  participants: z.array(Ref).max(20_000),
  /** For an addition: the passes it extends. */
  extends: z.array(Ref).max(200),
});
const PromoCodeDocument = z.object({
  code: Required(64),
  kind: z.enum(['percent', 'amount']),
  value: z.number().int().min(0),
  valid_from: IsoTime.nullable(),
  valid_to: IsoTime.nullable(),
  max_redemptions: z.number().int().min(0).nullable(),
  applies_to: z.enum(['all', 'packages', 'subscriptions', 'events', 'items']),
  /** The passes and subscriptions it names; null: every one. */
  passes: z.array(Ref).max(1000).nullable(),
  /** The events whose own single-event package it names. */
  event_packages: z.array(Ref).max(50_000),
  /** With applies_to 'items': the events it names, however they are bought. */
  events: z.array(Ref).max(50_000).nullable(),
  currency: Currency.nullable(),
  per_user_limit: z.number().int().min(0).nullable(),
  first_purchase_only: z.boolean(),
  active: z.boolean(),
  description: Text(2000).nullable(),
});
const PricingRuleDocument = z.object({ event: Ref.nullable(), category: Ref.nullable(), steps: PricingSteps });

export const ChannelDocumentOffer = z.object({
  passes: z.array(PassDocument).max(1000),
  promo_codes: z.array(PromoCodeDocument).max(10_000),
  pricing_rules: z.array(PricingRuleDocument).max(10_000),
});
export type ChannelDocumentOffer = z.infer<typeof ChannelDocumentOffer>;

/** What the offer refers to elsewhere in the document. */
interface Referred {
  offer: ChannelDocumentOffer;
  catalogue: { events: ReadonlyArray<{ id: string; package: unknown }> };
}

/** The offer's references: passes to categories, participants and passes; codes to passes and events; rules to an event or a category. */
export function checkOffer(doc: Referred, known: { categories: Set<string>; participants: Set<string>; events: Set<string> }, report: Report): void {
  const { offer } = doc;
  const refer = (target: Set<string>, what: string, refs: readonly string[] | null, path: Path) =>
    refs?.forEach((ref, at) => {
      if (!target.has(ref)) report([...path, at], `Refers to no ${what} "${ref}"`);
    });
  const passes = new Set<string>();
  offer.passes.forEach((pass, index) => {
    if (passes.has(pass.id)) report(['offer', 'passes', index, 'id'], `Id "${pass.id}" is used twice`);
    passes.add(pass.id);
  });
  offer.passes.forEach((pass, index) => {
    const path = ['offer', 'passes', index];
    refer(known.categories, 'category', pass.categories, [...path, 'categories']);
    refer(known.participants, 'participant', pass.participants, [...path, 'participants']);
    refer(passes, 'pass', pass.extends, [...path, 'extends']);
  });
  const sold = new Set(doc.catalogue.events.filter((event) => event.package !== null).map((event) => event.id));
  const codes = new Set<string>();
  offer.promo_codes.forEach((code, index) => {
    const path = ['offer', 'promo_codes', index];
    const normalized = code.code.trim().toUpperCase();
    if (codes.has(normalized)) report([...path, 'code'], `"${code.code}" is used twice`);
    codes.add(normalized);
    refer(passes, 'pass', code.passes, [...path, 'passes']);
    refer(sold, 'event sold alone', code.event_packages, [...path, 'event_packages']);
    refer(known.events, 'event', code.events, [...path, 'events']);
  });
  const ruled = new Set<string>();
  offer.pricing_rules.forEach((rule, index) => {
    const path = ['offer', 'pricing_rules', index];
    if ((rule.event === null) === (rule.category === null)) return report([...path, 'event'], 'Choose an event or a category');
    const key = rule.event !== null ? `event:${rule.event}` : `category:${rule.category}`;
    if (ruled.has(key)) report([...path, rule.event !== null ? 'event' : 'category'], 'Has a rule already');
    ruled.add(key);
    if (rule.event !== null && !known.events.has(rule.event)) report([...path, 'event'], `Refers to no event "${rule.event}"`);
    if (rule.category !== null && !known.categories.has(rule.category)) report([...path, 'category'], `Refers to no category "${rule.category}"`);
  });
}
