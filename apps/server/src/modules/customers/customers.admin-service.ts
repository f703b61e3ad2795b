import { randomUUID } from 'node:crypto';
import type { PricingType } from '@ott/contracts';
import type { PricingRuleLike } from '@ott/contracts/pricing-rules';
import type {
  AccessReason,
  AdminCompPass,
  AdminCustomer,
  AdminCustomerAccess,
  AdminCustomerEntitlement,
  AdminCustomerOrder,
  AdminCustomerRow,
  AdminCustomersQuery,
} from '@ott/contracts/admin-customers';
import { ValidationError } from '../../lib/errors';
import type { PaymentProvider } from '../../lib/payments/types';
import type { EmailVerificationService } from '../auth/email-verification.service';
import type { PasswordResetService } from '../auth/password-reset.service';
import type { Channel } from '../channel/channel.types';
import { capOf } from '../clips/clips.service';
import { explainEventAccess, type ExplainedOrder } from '../entitlements/access-decision';
import { type OrderForAccess, entitlementsFrom, featureCap, orderCounts } from '../entitlements/entitlements';
import type { EntitlementsChanges } from '../entitlements/entitlements.service';
import { jsonCells } from '../../db/json-array';
import { pricingOf } from '../events/events.mappers';
import type { EventsRepository } from '../events/events.repository';
import { isBlockedBy, toGeoRule } from '../geo/geo-rules';
import type { GeoRepository } from '../geo/geo.repository';
import type { KeysService } from '../keys/keys.service';
import { itemKey } from '../orders/item-key';
import { toPassCoverage } from '../passes/pass-coverage';
import type { PassesRepository } from '../passes/passes.repository';
import { periodEnd } from '../payments/subscription-period';
import type { SubscriptionsService } from '../payments/subscriptions.service';
import type { AccountDeletionService } from '../users/account-deletion.service';
import { CustomerAlreadyHasPass, CustomerMessages, customerNotFound, emailMismatch } from './customers.errors';
import type { CustomersRepository } from './customers.repository';

export interface CustomersAdminDeps {
  repository: CustomersRepository;
  passes: Pick<PassesRepository, 'list' | 'find' | 'links' | 'categoryTree'>;
  events: Pick<EventsRepository, 'findForOperator'>;
  geo: Pick<GeoRepository, 'findChannelRule'>;
  provider: Pick<PaymentProvider, 'name' | 'listCards'>;
  /**
   * The user's customer at the provider when reading makes none: the sandbox names it from the user id; without this,
   * the customer recorded in payment_customers (Stripe makes one on first need, never on a read).
   */
  knownCustomer?: (userId: number) => Promise<string | null>;
  subscriptions: Pick<SubscriptionsService, 'unsubscribe'>;
  verification: Pick<EmailVerificationService, 'resend'>;
  passwordReset: Pick<PasswordResetService, 'request'>;
  deletion: Pick<AccountDeletionService, 'deleteNow'>;
  keys: Pick<KeysService, 'revokeAllForUser'>;
  /** Told of a complimentary pass, which opens its events at once. */
  entitlements: EntitlementsChanges;
  /** The devices of a user playing now, for the stream limit's reason (docs/decisions/0084). */
  streams?: { watching(userId: number, currentKeyId: number): Promise<{ label: string; event_title: string }[]> };
  /** Replay pricing: the event's pricing type at the time of the request, as the viewer app sees it. */
  pricingRules?: { rules(channelId: number): Promise<PricingRuleLike[]> };
  now?: () => Date;
}

const SIGN_IN_HISTORY = 20;
const toRow = (row: { id: number; email: string; first_name: string; last_name: string; email_verified_at: string | null; created_at: string; active_orders: unknown; last_sign_in_at: unknown }): AdminCustomerRow => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  email_verified: row.email_verified_at !== null,
  created_at: row.created_at,
  active_orders: Number(row.active_orders ?? 0),
  last_sign_in_at: typeof row.last_sign_in_at === 'string' ? row.last_sign_in_at : null,
});

/** The console's customers: search, the customer page, support's actions and "why can't this viewer watch?" (docs/decisions/0056). */
export function createCustomersAdminService(deps: CustomersAdminDeps) {
  const { repository, passes, now = () => new Date() } = deps;

  /** The channel's stream limit in place of 'no_stream_limit' when it has one; it blocks when the devices playing fill it. */
  async function withStreamLimit(channel: Channel, userId: number, result: { canWatch: boolean; reasons: AccessReason[] }) {
    const limit = channel.settings.stream_limit;
    if (typeof limit !== 'number' || limit < 1 || !deps.streams) return result;
    const playing = await deps.streams.watching(userId, 0);
    const reached = playing.length >= limit;
    const reason: AccessReason = reached
      ? { code: 'stream_limit_reached', blocking: true, limit, playing: playing.length, devices: playing.map((device) => `${device.label || 'Unknown device'} (${device.event_title})`) }
      : { code: 'stream_limit', blocking: false, limit, playing: playing.length };
    return { canWatch: result.canWatch && !reached, reasons: result.reasons.map((one) => (one.code === 'no_stream_limit' ? reason : one)) };
  }

  async function customer(channel: Channel, id: number) {
    const user = await repository.find(channel.id, id);
    if (!user) throw customerNotFound();
    return user;
  }

  /** The user's orders with what each pass covers, and the category tree the coverage needs. */
  async function ordersWithCoverage(channel: Channel, userId: number) {
    const rows = await repository.orders(channel.id, userId);
    const links = await passes.links([...new Set(rows.map((row) => row.id))]);
    const tree = links.categories.size > 0 ? await passes.categoryTree(channel.id) : [];
    const orders = rows.map((row) => ({ row, access: { status: row.status, activity_status: row.activity_status, period_end: row.period_end, pass: toPassCoverage(row, links) } satisfies OrderForAccess }));
    return { orders, tree };
  }

  async function entitlementsOf(orders: Awaited<ReturnType<typeof ordersWithCoverage>>['orders'], tree: Array<{ id: number; parent_id: number | null }>, at: Date) {
    const counting = orders.filter(({ access }) => orderCounts(access, at));
    const bases = new Set(counting.filter(({ access }) => access.pass.pass_type !== 'addition').map(({ access }) => access.pass.id));
    const names = await repository.names([...new Set(counting.flatMap(({ access }) => access.pass.categories))], [...new Set(counting.flatMap(({ access }) => access.pass.participants))]);
    const entitlements: AdminCustomerEntitlement[] = counting.map(({ row, access }) => ({
      order_id: row.order_id,
      pass_id: access.pass.id,
      name: row.product_name,
      type: row.order_type,
      effective: access.pass.pass_type !== 'addition' || access.pass.extends.some((base) => bases.has(base)),
      period_end: row.period_end,
      capabilities: access.pass.capabilities,
      covers: {
        all_events: access.pass.covers_all_events,
        event_id: access.pass.event_id,
        categories: access.pass.categories.map((id) => names.categories.get(id) ?? `#${id}`),
        participants: access.pass.participants.map((id) => names.participants.get(id) ?? `#${id}`),
      },
    }));
    return { entitlements, granted: entitlementsFrom(orders.map(({ access }) => access), tree, at) };
  }

  async function cardsOf(userId: number) {
    const customer = deps.knownCustomer ? await deps.knownCustomer(userId) : ((await repository.paymentCustomer(userId)).find((row) => row.provider === deps.provider.name)?.customer_id ?? null);
    if (!customer) return [];
    const cards = await deps.provider.listCards(customer);
    // Brand and last four only: never a card's id or anything more.
    return cards.map((card) => ({ brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year }));
  }

  return {
    async list(channel: Channel, query: AdminCustomersQuery) {
      const { rows, total } = await repository.list(channel.id, { search: query.search, sortField: query.sort_field, sortDirection: query.sort_direction }, query);
      return { data: rows.map(toRow), meta: { total, offset: query.offset, limit: query.limit } };
    },

    /** The filtered view, row by row, for the CSV export. */
    async *export(channel: Channel, query: Pick<AdminCustomersQuery, 'search' | 'sort_field' | 'sort_direction'>) {
      for await (const row of repository.stream(channel.id, { search: query.search, sortField: query.sort_field, sortDirection: query.sort_direction })) {
        const customerRow = toRow(row);
        yield { ...customerRow, email_verified: customerRow.email_verified ? 'yes' : 'no' };
      }
    },

    async get(channel: Channel, id: number): Promise<AdminCustomer> {
      const user = await customer(channel, id);
      const at = now();
      const [{ orders, tree }, social, lastCountry, signIns, devices, sessions, favorites, cards] = await Promise.all([
        ordersWithCoverage(channel, id),
        repository.socialProviders(id),
        repository.lastCountry(id),
        repository.signIns(id, SIGN_IN_HISTORY),
        repository.signIns(id, SIGN_IN_HISTORY, 'device'),
        repository.sessions(id, at.toISOString()),
        repository.favorites(channel.id, id),
        cardsOf(id),
      ]);
      const { entitlements, granted } = await entitlementsOf(orders, tree, at);
      const toOrder = ({ row, access }: (typeof orders)[number]): AdminCustomerOrder => ({
        id: row.order_id,
        type: row.order_type,
        product_name: row.product_name,
        pass_id: row.id,
        status: row.status,
        activity_status: row.activity_status,
        renewal_state: row.renewal_state,
        total: row.total,
        refunded_amount: Number(row.refunded_amount ?? 0),
        currency: row.order_currency,
        provider: row.provider,
        period_end: row.period_end,
        created_at: row.order_created_at,
        counts: orderCounts(access, at),
      });
      const signIn = (row: (typeof signIns)[number]) => ({ at: row.created_at, method: row.method, ip: row.ip, country_code: row.country_code, user_agent: row.user_agent });
      return {
        profile: {
          id: user.id,
          email: user.email,
          first_name: user.first_name,
          last_name: user.last_name,
          email_verified: user.email_verified_at !== null,
          temporary_password: user.temporary_password === 1,
          mailing_opt_in: user.mailing_opt_in === 1,
          language: user.language,
          trial_period_used: user.trial_period_used,
          has_password: user.password_hash !== null,
          social_providers: social,
          created_at: user.created_at,
          last_country_code: lastCountry,
        },
        orders: orders.map(toOrder),
        entitlements,
        capabilities: granted.capabilities,
        cards,
        sessions: { active: Number(sessions.active ?? 0), last_used_at: typeof sessions.last_used_at === 'string' ? sessions.last_used_at : null },
        linked_devices: devices.map(signIn),
        counters: { clips: { used: user.clips_count, cap: featureCap(granted, 'clips', capOf(channel, 'clip_limit')) }, downloads: { used: user.downloads_count, cap: featureCap(granted, 'downloads', capOf(channel, 'download_limit')) } },
        favorites: favorites.map((row) => ({ id: row.id, type: row.type, name: row.participant_name ?? row.group_name ?? row.category_name ?? `#${row.id}` })),
        sign_ins: signIns.map(signIn),
      };
    },

    /** Passes an operator may give: the channel's packages, subscriptions and single-event packages (not additions). */
    async compPasses(channel: Channel): Promise<AdminCompPass[]> {
      return (await passes.list(channel.id)).filter((pass) => pass.pass_type !== 'addition' && pass.type !== 'additional').map((pass) => ({ id: pass.id, name: pass.name, type: pass.type, period: pass.period, currency: pass.currency }));
    },

    async access(channel: Channel, id: number, eventId: number): Promise<AdminCustomerAccess> {
      await customer(channel, id);
      const row = await deps.events.findForOperator(channel.id, eventId);
      if (!row) throw new ValidationError({ event_id: ['Event not found'] });
      const at = now();
      const [{ orders, tree: ownTree }, countryCode, channelRule, channelPasses, rules] = await Promise.all([
        ordersWithCoverage(channel, id),
        repository.lastCountry(id),
        deps.geo.findChannelRule(channel.id),
        passes.list(channel.id),
        deps.pricingRules ? deps.pricingRules.rules(channel.id) : Promise.resolve([]),
      ]);
      const links = await passes.links(channelPasses.map((pass) => pass.id));
      const tree = links.categories.size > 0 || ownTree.length > 0 ? await passes.categoryTree(channel.id) : [];
      const participants = jsonCells<{ id: number }>(row.participants).map((participant) => participant.id);
      const event = {
        id: row.id,
        pricing_type: rules.length === 0 ? (row.pricing_type as PricingType) : pricingOf(row, rules, at).pricing_type,
        event_category_id: row.event_category_id,
        participant_ids: participants,
        subscription_only: row.subscription_only,
        geo: toGeoRule(row.geo_mode, row.geo_countries),
        visibility: String(row.visibility ?? 'public'),
      };
      const explained: ExplainedOrder[] = orders.map(({ row: order, access }) => ({ ...access, id: order.order_id, pass_name: order.product_name, updated_at: order.order_updated_at }));
      const buyable = channelPasses.filter((pass) => String(pass.visibility ?? 'public') === 'public').map((pass) => ({ ...toPassCoverage(pass, links), name: pass.name }));
      const result = explainEventAccess({
        event,
        userId: id,
        orders: explained,
        tree,
        passes: buyable,
        countryCode,
        channelBlocked: isBlockedBy(toGeoRule(channelRule?.mode, channelRule?.countries), countryCode),
        now: at,
      });
      const { canWatch, reasons } = await withStreamLimit(channel, id, result);
      return { event: { id: row.id, name: row.name, pricing_type: event.pricing_type, visibility: event.visibility }, has_access: result.hasAccess, can_watch: canWatch, country_code: countryCode, reasons };
    },

    async resendVerification(channel: Channel, id: number, origin: string) {
      const user = await customer(channel, id);
      await deps.verification.resend(channel, user.id, origin);
      return user;
    },

    async sendPasswordReset(channel: Channel, id: number, origin: string) {
      const user = await customer(channel, id);
      await deps.passwordReset.request(channel, user.email, origin);
      return user;
    },

    async endSessions(channel: Channel, id: number) {
      const user = await customer(channel, id);
      const before = await repository.sessions(id, now().toISOString());
      await deps.keys.revokeAllForUser(user.id);
      return { user, ended: Number(before.active ?? 0) };
    },

    async cancelRenewal(channel: Channel, id: number, orderId: number) {
      await customer(channel, id);
      const order = await repository.findOrder(channel.id, id, orderId);
      if (!order) throw new ValidationError({ order_id: [CustomerMessages.orderNotRenewing] });
      if (order.type !== 'subscription' || order.renewal_state !== 'active') throw new ValidationError({ order_id: [CustomerMessages.orderNotRenewing] });
      await deps.subscriptions.unsubscribe(id, { order_id: orderId });
      return { before: { id: order.id, renewal_state: order.renewal_state }, after: { id: order.id, renewal_state: 'cancelled' } };
    },

    /**
     * A complimentary pass: an order with provider 'comp', zero total, paid and active, for a subscription the pass's
     * period without renewal; one live order per user and item, as for a purchase.
     */
    async comp(channel: Channel, id: number, passId: number) {
      const user = await customer(channel, id);
      const pass = await passes.find(channel.id, passId);
      if (!pass) throw new ValidationError({ pass_id: ['Pass not found'] });
      if (pass.pass_type === 'addition' || pass.type === 'additional' || (pass.type === 'event' && pass.event_id === null)) throw new ValidationError({ pass_id: [CustomerMessages.passNotCompable] });
      const type = pass.type === 'subscription' ? 'subscription' : pass.type === 'event' ? 'event' : 'package';
      const start = now();
      const at = start.toISOString();
      const key = type === 'event' ? itemKey('event', pass.event_id!) : itemKey(type, pass.id);
      const orderId = await repository.insertComp({
        channel_id: channel.id,
        user_id: user.id,
        type,
        item_key: key,
        pass_id: pass.id,
        product_name: pass.name,
        event_id: pass.event_id,
        status: 'paid',
        activity_status: 'active',
        renewal_state: type === 'subscription' ? 'cancelled' : null,
        price: 0,
        service_fee: 0,
        discount: 0,
        total: 0,
        currency: pass.currency,
        provider: 'comp',
        idempotency_key: `comp-${randomUUID()}`,
        period_start: type === 'subscription' ? at : null,
        period_end: type === 'subscription' ? periodEnd(pass.period, start, pass.period_count).toISOString() : null,
        created_at: at,
        updated_at: at,
      });
      if (orderId === 'taken') throw new CustomerAlreadyHasPass();
      await deps.entitlements.changed({ userId: user.id });
      return { id: orderId, user_id: user.id, pass_id: pass.id, product_name: pass.name, type, provider: 'comp', total: 0, status: 'paid' };
    },

    async delete(channel: Channel, id: number, confirmEmail: string) {
      const user = await customer(channel, id);
      if (confirmEmail.trim().toLowerCase() !== user.email_normalized) throw emailMismatch();
      await deps.deletion.deleteNow(channel, user.id);
      return { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name };
    },
  };
}
export type CustomersAdminService = ReturnType<typeof createCustomersAdminService>;
