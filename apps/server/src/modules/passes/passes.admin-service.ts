import {
  type AdminEventPrices,
  type AdminPass,
  type AdminPassPatch,
  type AdminPassValues,
  type AdminPriceChangeImpact,
  type AdminPricingRule,
  type AdminPricingRuleInput,
  PASS_HAS_ORDERS,
  passHasOrdersMessage,
} from '@ott/contracts/admin-offer';
import type { AdminEvent, AdminEventPatch } from '@ott/contracts/admin-catalogue';
import { specFieldsOf, termsOf } from '@ott/contracts/pass-terms';
import type { PricingStep } from '@ott/contracts/pricing-rules';
import type { Updateable } from 'kysely';
import type { PassesTable } from '../../db/schema';
import { AppError, type FieldErrors, NotFound, ValidationError } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import type { EntitlementsChanges } from '../entitlements/entitlements.service';
import { toPassCoverage } from './pass-coverage';
import type { PassColumns, PassLinkLists, PassesAdminRepository } from './passes-admin.repository';
import type { PassRow, PassesRepository } from './passes.repository';
import { parseSteps } from './pricing-rules';

export class PassHasOrders extends AppError {
  constructor(count: number) {
    super(409, PASS_HAS_ORDERS, passHasOrdersMessage(count));
  }
}

export class RuleExists extends AppError {
  constructor() {
    super(409, 'RULE_EXISTS', 'A pricing rule already exists for this event or category; change it instead', { event_id: ['A pricing rule already exists for this event or category; change it instead'] });
  }
}

const NOT_IN_CHANNEL = 'Not found in this channel';

export interface PassesAdminDeps {
  repository: PassesAdminRepository;
  passes: Pick<PassesRepository, 'list' | 'find' | 'links'>;
  /** The events' own writes: a single-event price is set as the event form sets it. */
  events: { get(channel: Channel, id: number): Promise<AdminEvent>; update(channel: Channel, id: number, patch: AdminEventPatch): Promise<{ before: AdminEvent; after: AdminEvent }> };
  /** Told when a pass that orders may hold changes what it covers or grants (a new pass has no orders; one with orders is never deleted). */
  entitlements: EntitlementsChanges;
  now?: () => Date;
}

/** The console's offer: passes with their links and counts, price changes, single-event prices in bulk, replay pricing rules. */
export function createPassesAdminService({ repository, passes, events, entitlements, now = () => new Date() }: PassesAdminDeps) {
  async function describe(rows: PassRow[]): Promise<AdminPass[]> {
    const ids = rows.map((row) => row.id);
    const [links, counts] = await Promise.all([passes.links(ids), repository.orderCounts(ids)]);
    return rows.map((row) => {
      const coverage = toPassCoverage(row, links);
      const count = counts.get(row.id);
      const terms = termsOf(row);
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        image: row.image,
        price: row.price,
        base_price: row.base_price,
        service_fee: row.service_fee,
        currency: row.currency,
        period: row.period as AdminPass['period'],
        period_count: row.period_count,
        offer: row.offer,
        trial_period: row.trial_period,
        pass_type: row.pass_type as AdminPass['pass_type'],
        type: row.type as AdminPass['type'],
        ...terms,
        valid_from: row.valid_from,
        valid_until: row.valid_until,
        clip_limit: row.clip_limit,
        download_limit: row.download_limit,
        is_team_pass: row.is_team_pass === 1,
        event_id: row.event_id,
        event_categories: coverage.categories,
        participants: coverage.participants,
        covers_all_events: coverage.covers_all_events,
        capabilities: coverage.capabilities,
        extra_passes: links.extras.get(row.id) ?? [],
        extends: coverage.extends,
        weight: row.weight,
        visibility: row.visibility === 'hidden' ? 'hidden' : 'public',
        orders_count: count?.orders ?? 0,
        active_subscribers: row.type === 'subscription' ? (count?.renewing ?? 0) : 0,
      };
    });
  }

  async function load(channel: Channel, id: number): Promise<AdminPass> {
    const row = await passes.find(channel.id, id);
    if (!row) throw new NotFound();
    return (await describe([row]))[0]!;
  }

  /** Covered ids and related passes must be the channel's own; a pass cannot extend or offer itself. */
  async function checkReferences(channel: Channel, values: Partial<AdminPassValues>, self: number | null): Promise<void> {
    const errors: FieldErrors = {};
    const check = async (field: 'event_categories' | 'participants' | 'extra_passes' | 'extends', table: 'event_categories' | 'participants' | 'passes') => {
      const list = values[field];
      if (!list || list.length === 0) return;
      const known = await repository.existing(table, channel.id, list);
      if (list.some((id) => !known.has(id) || id === self)) errors[field] = [NOT_IN_CHANNEL];
    };
    await check('event_categories', 'event_categories');
    await check('participants', 'participants');
    await check('extra_passes', 'passes');
    await check('extends', 'passes');
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  function columnsOf(values: Partial<AdminPassValues>): Updateable<PassesTable> {
    const columns: Updateable<PassesTable> = {};
    const keys = ['name', 'description', 'image', 'price', 'base_price', 'service_fee', 'period', 'period_count', 'offer', 'trial_period', 'pass_type', 'type', 'visibility'] as const;
    for (const key of [...keys, 'valid_from', 'valid_until', 'clip_limit', 'download_limit'] as const) {
      if (values[key] !== undefined) (columns as Record<string, unknown>)[key] = values[key];
    }
    if (values.is_team_pass !== undefined) columns.is_team_pass = values.is_team_pass ? 1 : 0;
    if (values.covers_all_events !== undefined) columns.covers_all_events = values.covers_all_events ? 1 : 0;
    if (values.capabilities !== undefined) columns.capabilities = JSON.stringify(values.capabilities);
    return columns;
  }

  /**
   * The console's one choice per idea (kind, interval, count) sets the spec's type, pass_type, period, offer and
   * period_count; what is not sent is read from the stored pass.
   */
  function withSpecFields<T extends Partial<AdminPassValues>>(values: T, before?: AdminPass): T {
    const kind = values.kind ?? (values.interval !== undefined || values.interval_count !== undefined ? before?.kind : undefined);
    if (kind === undefined) return values;
    const fields = specFieldsOf({ kind, interval: values.interval ?? before?.interval ?? null, interval_count: values.interval_count ?? before?.interval_count ?? 1 });
    return { ...values, ...fields };
  }

  const linksOf = (values: Partial<AdminPassValues>): PassLinkLists => ({
    event_categories: values.event_categories,
    participants: values.participants,
    extra_passes: values.extra_passes,
    extends: values.extends,
  });

  function toRule(row: Awaited<ReturnType<PassesAdminRepository['rules']>>[number]): AdminPricingRule {
    return {
      id: row.id,
      event_id: row.event_id,
      event_category_id: row.event_category_id,
      scope_name: row.event_name ?? row.category_name ?? '',
      steps: parseSteps(row.steps),
      updated_at: row.updated_at,
    };
  }

  async function rule(channel: Channel, id: number): Promise<AdminPricingRule> {
    const row = (await repository.rules(channel.id)).find((candidate) => candidate.id === id);
    if (!row) throw new NotFound();
    return toRule(row);
  }

  const stepsText = (steps: PricingStep[]) => JSON.stringify(steps.map(({ after_hours, pricing_type, price, price_percent }) => ({ after_hours, pricing_type, price, price_percent })));

  return {
    async list(channel: Channel, type?: AdminPass['type']): Promise<AdminPass[]> {
      const rows = (await passes.list(channel.id)).filter((row) => (type === undefined ? row.type !== 'event' : row.type === type));
      return describe(rows);
    },

    get: load,

    async create(channel: Channel, input: AdminPassValues): Promise<AdminPass> {
      const values = withSpecFields(input);
      await checkReferences(channel, values, null);
      const columns = {
        pass_type: 'regular',
        service_fee: 0,
        period_count: 1,
        ...columnsOf(values),
        currency: channel.currency,
      } as PassColumns;
      const id = await repository.insert(channel.id, columns, linksOf(values));
      return load(channel, id);
    },

    /**
     * Changes a pass. A new price or fee reaches renewing subscribers only with `migrate_renewals`;
     * what orders paid never changes.
     */
    async update(channel: Channel, id: number, input: AdminPassPatch): Promise<{ before: AdminPass; after: AdminPass; migrated: number }> {
      const before = await load(channel, id);
      const patch = before.type === 'event' ? input : withSpecFields(input, before);
      const merged = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) } as AdminPass;
      const errors: FieldErrors = {};
      if (before.type === 'event' && (patch.type !== undefined || patch.kind !== undefined)) errors.type = ['Single-event packages are priced from their event'];
      if (merged.valid_from && merged.valid_until && Date.parse(merged.valid_until) <= Date.parse(merged.valid_from)) errors.valid_until = ['Must be after the start of validity'];
      else if (merged.type === 'subscription' && (merged.valid_from || merged.valid_until)) errors.valid_until = ['A subscription ends with its billing period; dates are for one-off passes'];
      if (merged.base_price !== null && merged.base_price < merged.price) errors.base_price = ['Must be at least the price'];
      if (merged.type === 'subscription' && merged.period === null) errors.period = ['A subscription needs a period'];
      if (merged.pass_type === 'addition' && merged.extends.length === 0) errors.extends = ['An addition needs at least one base pass'];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      await checkReferences(channel, patch, id);
      const priceChanged = merged.price !== before.price || merged.service_fee !== before.service_fee;
      const renewal = patch.migrate_renewals === true && priceChanged && merged.type === 'subscription' ? { price: merged.price, service_fee: merged.service_fee } : null;
      const migrated = await repository.update(channel.id, id, columnsOf(patch), linksOf(patch), renewal);
      await entitlements.changed({ channelId: channel.id });
      return { before, after: await load(channel, id), migrated };
    },

    /** How many renewing subscribers a new price would reach if migrated, and what a renewal would charge. */
    async previewPrice(channel: Channel, id: number, change: { price?: number; service_fee?: number }): Promise<AdminPriceChangeImpact> {
      const pass = await load(channel, id);
      const price = change.price ?? pass.price;
      const fee = change.service_fee ?? pass.service_fee;
      return { affected: pass.active_subscribers, renewal_amount: price + fee, currency: pass.currency };
    },

    /** Refused (409, naming the orders) while orders point at the pass: hide it instead. */
    async remove(channel: Channel, id: number): Promise<AdminPass> {
      const before = await load(channel, id);
      if (before.orders_count > 0) throw new PassHasOrders(before.orders_count);
      await repository.remove(channel.id, id);
      return before;
    },

    async reorder(channel: Channel, ids: number[]): Promise<AdminPass[]> {
      const unique = [...new Set(ids)];
      const known = await repository.existing('passes', channel.id, unique);
      if (unique.length !== ids.length || unique.some((id) => !known.has(id))) throw new ValidationError({ ids: [NOT_IN_CHANNEL] });
      await repository.reorder(channel.id, unique);
      return describe((await passes.list(channel.id)).filter((row) => known.has(row.id)));
    },

    /** Sets the pricing type and single-event price of each event as its form would; unknown ones are refused, one by one. */
    async setEventPrices(channel: Channel, { event_ids, pricing_type, price }: AdminEventPrices): Promise<{ changes: Array<{ before: AdminEvent; after: AdminEvent }>; refused: Array<{ id: number; message: string }> }> {
      const changes: Array<{ before: AdminEvent; after: AdminEvent }> = [];
      const refused: Array<{ id: number; message: string }> = [];
      for (const id of [...new Set(event_ids)]) {
        try {
          changes.push(await events.update(channel, id, { pricing_type, price: price ?? null }));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          refused.push({ id, message: error.message });
        }
      }
      return { changes, refused };
    },

    rules: async (channel: Channel, filter: { event_id?: number; event_category_id?: number }): Promise<AdminPricingRule[]> => (await repository.rules(channel.id, filter)).map(toRule),

    rule,

    async createRule(channel: Channel, input: AdminPricingRuleInput): Promise<AdminPricingRule> {
      const scope = { event_id: input.event_id ?? null, event_category_id: input.event_category_id ?? null };
      if (scope.event_id !== null && !(await repository.existing('events', channel.id, [scope.event_id])).has(scope.event_id)) throw new ValidationError({ event_id: [NOT_IN_CHANNEL] });
      if (scope.event_category_id !== null && !(await repository.existing('event_categories', channel.id, [scope.event_category_id])).has(scope.event_category_id)) {
        throw new ValidationError({ event_category_id: [NOT_IN_CHANNEL] });
      }
      const taken = await repository.rules(channel.id, scope.event_id !== null ? { event_id: scope.event_id } : { event_category_id: scope.event_category_id! });
      if (taken.length > 0) throw new RuleExists();
      const id = await repository.insertRule(channel.id, scope, stepsText(input.steps), now().toISOString());
      return rule(channel, id);
    },

    async updateRule(channel: Channel, id: number, steps: PricingStep[]): Promise<{ before: AdminPricingRule; after: AdminPricingRule }> {
      const before = await rule(channel, id);
      await repository.updateRule(channel.id, id, stepsText(steps), now().toISOString());
      return { before, after: await rule(channel, id) };
    },

    async removeRule(channel: Channel, id: number): Promise<AdminPricingRule> {
      const before = await rule(channel, id);
      await repository.removeRule(channel.id, id);
      return before;
    },
  };
}
export type PassesAdminService = ReturnType<typeof createPassesAdminService>;
