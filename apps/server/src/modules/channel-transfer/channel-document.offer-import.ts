import type { ChannelDocument } from '@ott/contracts/admin-channel-transfer';
import { normalizeCode } from '../orders/orders.repository';
import type { ChannelWriter } from './channel-transfer.repository';
import { IdMap } from './document-ids';

/** The new ids of what the offer refers to, by document id. */
export interface OfferTargets {
  categories: IdMap;
  participants: IdMap;
  events: IdMap;
  /** Each event sold alone → its new single-event package. */
  eventPackages: IdMap;
}

/**
 * Writes a validated document's offer for the new channel: passes (then what they cover and extend, once every pass
 * exists), promo codes with their passes and events mapped to the new ids, unused, and the replay pricing rules.
 */
export async function writeOfferDocument(writer: ChannelWriter, channelId: number, offer: ChannelDocument['offer'], targets: OfferTargets, now: Date): Promise<void> {
  const stamp = now.toISOString();
  const passes = new IdMap('pass');
  passes.addAll(
    offer.passes.map((row) => row.id),
    await writer.insertPasses(
      channelId,
      offer.passes.map((row) => ({
        type: row.type,
        pass_type: row.pass_type,
        name: row.name,
        description: row.description,
        price: row.price,
        base_price: row.base_price,
        service_fee: row.service_fee,
        currency: row.currency,
        image: row.image,
        period: row.period,
        offer: row.offer,
        period_count: row.period_count,
        trial_period: row.trial_period,
        valid_from: row.valid_from ?? null,
        valid_until: row.valid_until ?? null,
        clip_limit: row.clip_limit ?? null,
        download_limit: row.download_limit ?? null,
        is_team_pass: row.is_team_pass ? 1 : 0,
        weight: row.weight,
        visibility: row.visibility,
        event_id: null,
        covers_all_events: row.covers_all_events ? 1 : 0,
        capabilities: JSON.stringify(row.capabilities),
      })),
    ),
  );
  await writer.insertPassCategories(offer.passes.flatMap((row) => row.categories.map((ref) => ({ pass_id: passes.get(row.id), event_category_id: targets.categories.get(ref) }))));
  await writer.insertPassParticipants(offer.passes.flatMap((row) => row.participants.map((ref) => ({ pass_id: passes.get(row.id), participant_id: targets.participants.get(ref) }))));
  await writer.insertPassExtras(offer.passes.flatMap((row) => row.extends.map((ref) => ({ pass_id: passes.get(ref), extra_pass_id: passes.get(row.id) }))));

  await writer.insertCoupons(
    channelId,
    offer.promo_codes.map(({ passes: named, event_packages, events, first_purchase_only, active, ...row }) => {
      const passIds = named === null && event_packages.length === 0 ? null : [...(named ?? []).map((ref) => passes.get(ref)), ...event_packages.map((ref) => targets.eventPackages.get(ref))];
      return {
        ...row,
        code_normalized: normalizeCode(row.code),
        pass_ids: passIds === null ? null : JSON.stringify(passIds),
        event_ids: events === null ? null : JSON.stringify(events.map((ref) => targets.events.get(ref))),
        first_purchase_only: first_purchase_only ? 1 : 0,
        active: active ? 1 : 0,
        created_at: stamp,
        updated_at: stamp,
      };
    }),
  );
  await writer.insertPricingRules(
    channelId,
    offer.pricing_rules.map((rule) => ({
      event_id: targets.events.maybe(rule.event),
      event_category_id: targets.categories.maybe(rule.category),
      steps: JSON.stringify(rule.steps),
      created_at: stamp,
      updated_at: stamp,
    })),
  );
}
