import type { ChannelDocument } from '@ott/contracts/admin-channel-transfer';
import { parseJsonColumn } from '../../lib/json-column';
import type { ChannelRows } from './channel-transfer.repository';

type Offer = ChannelDocument['offer'];
type PassDocument = Offer['passes'][number];
type Ref = (id: number | null) => string | null;

/** Document ids of the catalogue the offer refers to, and which event each sold single-event package sells. */
export interface CatalogueRefs {
  category: Ref;
  participant: Ref;
  event: Ref;
  eventOfPackage: ReadonlyMap<number, number>;
}

const known = (refs: Array<string | null>): string[] => refs.filter((ref): ref is string => ref !== null);

/**
 * The offer of one channel as its document: passes and subscriptions with what they cover, promo codes with their
 * passes and events by document id, replay pricing rules. Redemption counts stay behind: a copied code starts unused.
 * A reference to a row the channel no longer has (a deleted pass in a code's list) is left out.
 */
export function toOfferDocument(rows: ChannelRows, refs: CatalogueRefs): Offer {
  const passIds = new Map(rows.passes.map((row, index) => [row.id, `pa${index + 1}`]));
  const pass: Ref = (id) => (id === null ? null : (passIds.get(id) ?? null));
  const linked = <T extends { pass_id: number }>(links: readonly T[], owner: (link: T) => number, target: (link: T) => string | null) => {
    const byPass = new Map<number, string[]>();
    for (const link of links) {
      const ref = target(link);
      if (ref !== null) byPass.set(owner(link), [...(byPass.get(owner(link)) ?? []), ref]);
    }
    return (id: number) => byPass.get(id) ?? [];
  };
  const categoriesOf = linked(rows.passCategories, (link) => link.pass_id, (link) => refs.category(link.event_category_id));
  const participantsOf = linked(rows.passParticipants, (link) => link.pass_id, (link) => refs.participant(link.participant_id));
  const extendsOf = linked(rows.passExtras, (link) => link.extra_pass_id, (link) => pass(link.pass_id));

  return {
    passes: rows.passes.map((row) => ({
      id: pass(row.id)!,
      type: row.type as PassDocument['type'],
      pass_type: row.pass_type as PassDocument['pass_type'],
      name: row.name,
      description: row.description,
      price: row.price,
      base_price: row.base_price,
      service_fee: row.service_fee,
      currency: row.currency as PassDocument['currency'],
      image: row.image,
      period: row.period,
      offer: row.offer,
      period_count: row.period_count,
      trial_period: row.trial_period,
      valid_from: row.valid_from,
      valid_until: row.valid_until,
      clip_limit: row.clip_limit,
      download_limit: row.download_limit,
      is_team_pass: row.is_team_pass === 1,
      weight: row.weight,
      visibility: row.visibility as PassDocument['visibility'],
      covers_all_events: row.covers_all_events === 1,
      capabilities: parseJsonColumn<string[]>(row.capabilities, []),
      categories: categoriesOf(row.id),
      participants: participantsOf(row.id),
      extends: extendsOf(row.id),
    })),
    promo_codes: rows.coupons.map((row) => {
      const named = row.pass_ids === null ? null : parseJsonColumn<number[]>(row.pass_ids, []);
      const events = row.event_ids === null ? null : parseJsonColumn<number[]>(row.event_ids, []);
      return {
        code: row.code,
        kind: row.kind as 'percent' | 'amount',
        value: row.value,
        valid_from: row.valid_from,
        valid_to: row.valid_to,
        max_redemptions: row.max_redemptions,
        applies_to: row.applies_to as Offer['promo_codes'][number]['applies_to'],
        passes: named === null ? null : known(named.map(pass)),
        event_packages: known((named ?? []).map((id) => refs.event(refs.eventOfPackage.get(id) ?? null))),
        events: events === null ? null : known(events.map(refs.event)),
        currency: row.currency as 'USD' | 'CAD' | null,
        per_user_limit: row.per_user_limit,
        first_purchase_only: row.first_purchase_only === 1,
        active: row.active === 1,
        description: row.description,
      };
    }),
    pricing_rules: rows.pricingRules.map((row) => ({
      event: refs.event(row.event_id),
      category: refs.category(row.event_category_id),
      steps: parseJsonColumn(row.steps, []),
    })),
  };
}
