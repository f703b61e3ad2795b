import { type AdminPromoCode, type AdminPromoCodeInput, type AdminPromoCodePatch, type AdminPromoCodesQuery, PROMO_CODE_TAKEN, PROMO_CODE_USED, type PromoState } from '@ott/contracts/admin-promotions';
import { AppError, type FieldErrors, NotFound, ValidationError } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import { type CouponRow, type CouponsRepository, type PromoFilter } from './coupons.repository';
import { normalizeCode } from './orders.repository';
import { couponRuleOf } from './pricing';

export class PromoCodeTaken extends AppError {
  constructor() {
    super(409, PROMO_CODE_TAKEN.code, PROMO_CODE_TAKEN.message, { code: [PROMO_CODE_TAKEN.message] });
  }
}

export class PromoCodeUsed extends AppError {
  constructor() {
    super(409, PROMO_CODE_USED.code, PROMO_CODE_USED.message);
  }
}

type Figures = { redeemed: number; reserved: number; discount_given: number; revenue: number };
const NO_FIGURES: Figures = { redeemed: 0, reserved: 0, discount_given: 0, revenue: 0 };

/** Where a code stands now, for the console's list. */
function stateOf(row: CouponRow, at: number): PromoState {
  if (row.active !== 1) return 'inactive';
  if (row.valid_to !== null && Date.parse(row.valid_to) <= at) return 'expired';
  if (row.valid_from !== null && Date.parse(row.valid_from) > at) return 'scheduled';
  if (row.max_redemptions !== null && row.redemptions >= row.max_redemptions) return 'used_up';
  return 'active';
}

function toPromoCode(row: CouponRow, figures: Figures & { figures_currency: string }, at: number): AdminPromoCode {
  const rule = couponRuleOf(row);
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind === 'amount' ? 'amount' : 'percent',
    value: row.value,
    currency: row.currency,
    applies_to: (['all', 'packages', 'subscriptions', 'events', 'items'] as const).find((scope) => scope === row.applies_to) ?? 'all',
    pass_ids: rule.pass_ids ?? [],
    event_ids: rule.event_ids ?? [],
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    max_redemptions: row.max_redemptions,
    per_user_limit: row.per_user_limit,
    first_purchase_only: rule.first_purchase_only,
    active: rule.active,
    state: stateOf(row, at),
    ...figures,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The merged fields of a code, as stored. */
interface Values {
  code: string;
  description: string | null;
  kind: 'percent' | 'amount';
  value: number;
  currency: string | null;
  applies_to: string;
  pass_ids: number[];
  event_ids: number[];
  valid_from: string | null;
  valid_to: string | null;
  max_redemptions: number | null;
  per_user_limit: number | null;
  first_purchase_only: boolean;
  active: boolean;
}

/** The console's promo codes: list with figures, create, edit (and deactivate), delete while unused, redemptions export. */
export function createCouponsAdminService({ repository, now = () => new Date() }: { repository: CouponsRepository; now?: () => Date }) {
  const filterOf = (query: Pick<AdminPromoCodesQuery, 'search' | 'state'>): PromoFilter => ({ search: query.search?.slice(0, 200), state: query.state, at: now().toISOString() });

  async function withFigures(channel: Channel, rows: CouponRow[]): Promise<AdminPromoCode[]> {
    const figures = await repository.figures(rows.map((row) => row.id));
    const at = now().getTime();
    return rows.map((row) => toPromoCode(row, { ...(figures.get(row.id) ?? NO_FIGURES), figures_currency: channel.currency }, at));
  }

  async function found(channel: Channel, id: number): Promise<CouponRow> {
    const row = await repository.find(channel.id, id);
    if (!row) throw new NotFound();
    return row;
  }

  /** Rules across fields, and named passes and events that must be the channel's (another channel's id reads as unknown). */
  async function checked(channel: Channel, values: Values, exceptId?: number): Promise<Values> {
    const errors: FieldErrors = {};
    if (values.kind === 'percent' && values.value > 100) errors.value = ['A percentage is at most 100'];
    if (values.valid_from && values.valid_to && Date.parse(values.valid_to) <= Date.parse(values.valid_from)) errors.valid_to = ['Must be after the start'];
    if (values.applies_to === 'items' && values.pass_ids.length === 0 && values.event_ids.length === 0) errors.applies_to = ['Choose at least one pass or event'];
    const [passes, events] = await Promise.all([repository.knownPasses(channel.id, values.pass_ids), repository.knownEvents(channel.id, values.event_ids)]);
    if (values.pass_ids.some((id) => !passes.includes(id))) errors.pass_ids = ['Unknown pass'];
    if (values.event_ids.some((id) => !events.includes(id))) errors.event_ids = ['Unknown event'];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    if (await repository.codeTaken(channel.id, normalizeCode(values.code), exceptId)) throw new PromoCodeTaken();
    const items = values.applies_to === 'items';
    return { ...values, currency: values.kind === 'amount' ? (values.currency ?? channel.currency) : null, pass_ids: items ? values.pass_ids : [], event_ids: items ? values.event_ids : [] };
  }

  const columns = (values: Values, at: string) => ({
    code: values.code,
    code_normalized: normalizeCode(values.code),
    description: values.description || null,
    kind: values.kind,
    value: values.value,
    currency: values.currency,
    applies_to: values.applies_to,
    pass_ids: values.applies_to === 'items' ? JSON.stringify(values.pass_ids) : null,
    event_ids: values.applies_to === 'items' ? JSON.stringify(values.event_ids) : null,
    valid_from: values.valid_from,
    valid_to: values.valid_to,
    max_redemptions: values.max_redemptions,
    per_user_limit: values.per_user_limit,
    first_purchase_only: values.first_purchase_only ? 1 : 0,
    active: values.active ? 1 : 0,
    updated_at: at,
  });

  /** Two operators saving the same code at once: the unique index decides, and the loser hears why. */
  function unique<T>(written: T | 'exists'): T {
    if (written === 'exists') throw new PromoCodeTaken();
    return written;
  }

  const one = async (channel: Channel, id: number) => (await withFigures(channel, [await found(channel, id)]))[0]!;

  return {
    async list(channel: Channel, query: AdminPromoCodesQuery & { offset: number; limit: number }) {
      const { rows, total } = await repository.list(channel.id, filterOf(query), { offset: query.offset, limit: query.limit });
      return { data: await withFigures(channel, rows), meta: { total, offset: query.offset, limit: query.limit } };
    },

    get: one,

    async create(channel: Channel, input: AdminPromoCodeInput): Promise<AdminPromoCode> {
      const values = await checked(channel, {
        code: input.code.trim(),
        description: input.description ?? null,
        kind: input.kind,
        value: input.value,
        currency: input.currency ?? null,
        applies_to: input.applies_to ?? 'all',
        pass_ids: input.pass_ids ?? [],
        event_ids: input.event_ids ?? [],
        valid_from: input.valid_from ?? null,
        valid_to: input.valid_to ?? null,
        max_redemptions: input.max_redemptions ?? null,
        per_user_limit: input.per_user_limit ?? null,
        first_purchase_only: input.first_purchase_only ?? false,
        active: input.active ?? true,
      });
      const at = now().toISOString();
      const id = unique(await repository.insert({ channel_id: channel.id, ...columns(values, at), created_at: at }));
      return one(channel, id);
    },

    /** Changes what the patch names; `{active: false}` deactivates. Uses already made keep their discount. */
    async update(channel: Channel, id: number, patch: AdminPromoCodePatch): Promise<{ before: AdminPromoCode; after: AdminPromoCode }> {
      const before = await one(channel, id);
      const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const merged = { ...before, ...defined } as Values;
      const values = await checked(channel, { ...merged, code: merged.code.trim(), pass_ids: merged.pass_ids ?? [], event_ids: merged.event_ids ?? [] }, id);
      unique(await repository.update(channel.id, id, columns(values, now().toISOString())));
      return { before, after: await one(channel, id) };
    },

    /** Refused once the code has been used (reserved or redeemed): deactivate it instead. */
    async delete(channel: Channel, id: number): Promise<AdminPromoCode> {
      const before = await one(channel, id);
      if (!(await repository.deleteUnused(channel.id, id))) throw new PromoCodeUsed();
      return before;
    },

    passes: (channel: Channel) => repository.passes(channel.id),

    /** The redemptions of the codes the list's filter shows, as CSV rows. */
    async *redemptions(channel: Channel, query: Pick<AdminPromoCodesQuery, 'search' | 'state'>) {
      for await (const row of repository.redemptions(channel.id, filterOf(query))) {
        yield { code: row.code, order_id: row.order_id, user_id: row.user_id, email: row.email, product_name: row.product_name, status: row.status, discount: row.discount, order_total: row.total, order_status: row.order_status, currency: row.currency, created_at: row.created_at };
      }
    },
  };
}
export type CouponsAdminService = ReturnType<typeof createCouponsAdminService>;
