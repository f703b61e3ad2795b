import type { Pass, PassListQuery } from '@ott/contracts';
import type { Channel } from '../channel/channel.types';
import { toPassSummary } from '../channel/channel.mappers';
import { type Entitlements, type EventFacts, passEnded, withDescendants } from '../entitlements/entitlements';
import { PassNotFound } from './commerce.errors';
import { toPassCoverage } from './pass-coverage';
import type { PassRow, PassesRepository } from './passes.repository';
import { type PricingRules, soldAt } from './pricing-rules';
import { purchaseState } from './purchase-state';

export type PassKind = 'package' | 'subscription';

/** Subscriptions list apart; the packages list shows packages and additions, and single-event packages only when asked for an event. */
const inKind = (row: PassRow, kind: PassKind) => (kind === 'subscription' ? row.type === 'subscription' : row.type !== 'subscription');

function groupFacts(rows: Array<{ id: number; event_category_id: number | null; subscription_only: number; participant_id: number | null }>): Map<number, EventFacts> {
  const facts = new Map<number, EventFacts & { participant_ids: number[] }>();
  for (const row of rows) {
    const fact = facts.get(row.id) ?? { id: row.id, event_category_id: row.event_category_id, subscription_only: row.subscription_only, participant_ids: [] };
    if (row.participant_id !== null) fact.participant_ids.push(row.participant_id);
    facts.set(row.id, fact);
  }
  return facts;
}

export interface PassesServiceDeps {
  repository: PassesRepository;
  /** Replay pricing: single-event packages sell at the price in force (docs/decisions/0053). */
  pricing?: Pick<PricingRules, 'forEvents'>;
  now?: () => Date;
}

export function createPassesService({ repository, pricing, now = () => new Date() }: PassesServiceDeps) {
  /** Full passes for the rows, with the user's purchase state: two or three queries for the whole list. */
  async function describe(rows: PassRow[], entitlements: Entitlements): Promise<Pass[]> {
    const links = await repository.links(rows.map((row) => row.id));
    const eventIds = rows.flatMap((row) => (row.event_id === null ? [] : [row.event_id]));
    const facts = groupFacts(await repository.eventFacts(eventIds));
    const inForce = pricing && eventIds.length > 0 ? await pricing.forEvents(rows[0]!.channel_id, eventIds, now()) : new Map();
    return rows.map((row) => {
      const coverage = toPassCoverage(row, links);
      const event = row.event_id === null ? null : (facts.get(row.event_id) ?? null);
      return {
        ...toPassSummary(row.type === 'event' && row.event_id !== null ? soldAt(row, inForce.get(row.event_id)) : row),
        description: row.description,
        valid_from: row.valid_from,
        valid_until: row.valid_until,
        event_id: row.event_id,
        covers_all_events: coverage.covers_all_events,
        event_categories: coverage.categories,
        participants: coverage.participants,
        extra_passes: links.extras.get(row.id) ?? [],
        extends: coverage.extends,
        capabilities: coverage.capabilities,
        ...purchaseState({ ...coverage, is_team_pass: row.is_team_pass === 1 }, entitlements, event),
      };
    });
  }

  /** Whether owning a pass alone (with its base, for an addition) would cover the event. */
  async function opener(channel: Channel, event: EventFacts): Promise<(pass: Pass) => boolean> {
    const tree = await repository.categoryTree(channel.id);
    return (pass) =>
      (!event.subscription_only || pass.type === 'subscription') &&
      (pass.covers_all_events ||
      (event.event_category_id !== null && withDescendants(pass.event_categories, tree).has(event.event_category_id)) ||
        pass.participants.some((id) => event.participant_ids.includes(id)));
  }

  return {
    async list(channel: Channel, kind: PassKind, query: PassListQuery, entitlements: Entitlements): Promise<Pass[]> {
      // Hidden passes, and those whose validity has ended, are not offered; their orders keep working.
      const at = now();
      const rows = (await repository.list(channel.id)).filter((row) => inKind(row, kind) && row.visibility !== 'hidden' && !passEnded(row, at));
      let passes: Pass[];
      if (query.event_id !== undefined) {
        const [event] = groupFacts(await repository.eventFacts([query.event_id])).values();
        if (!event) return [];
        const opens = await opener(channel, event);
        passes = (await describe(rows, entitlements)).filter((pass) => (pass.event_id === null ? opens(pass) : pass.event_id === event.id));
      } else {
        passes = (await describe(rows.filter((row) => row.type !== 'event'), entitlements)).filter(
          (pass) => query.participant_id === undefined || pass.participants.includes(query.participant_id),
        );
      }
      return query.limit === undefined ? passes : passes.slice(0, query.limit);
    },

    /** A pass row as sold now: a single-event package at the price its event's replay rule puts in force. */
    async asSold(row: PassRow): Promise<PassRow> {
      if (!pricing || row.type !== 'event' || row.event_id === null) return row;
      return soldAt(row, (await pricing.forEvents(row.channel_id, [row.event_id], now())).get(row.event_id));
    },

    async get(channel: Channel, kind: PassKind, id: number, entitlements: Entitlements): Promise<Pass> {
      const row = await repository.find(channel.id, id);
      if (!row || !inKind(row, kind)) throw new PassNotFound();
      const [pass] = await describe([row], entitlements);
      return pass!;
    },
  };
}
export type PassesService = ReturnType<typeof createPassesService>;
