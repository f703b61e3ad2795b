import type { AdminAnalyticsRange } from '@ott/contracts/admin-analytics';
import type { AdminRevenue, AdminRevenueByCode, AdminRevenueDay } from '@ott/contracts/admin-revenue';
import type { Currency } from '@ott/contracts';
import { addDays, zonedTimeToUtc } from '../../lib/zoned-time';
import type { DayRange } from './rollups/rollups-read.repository';
import type { MoneyRow, RevenueRange, RevenueRepository } from './revenue.repository';

const count = (value: number | string | bigint | null | undefined) => Number(value ?? 0);
const nextDay = (day: string) => addDays(day, 1);

/** Every day from `from` to `to`, both included. */
export function daysOf({ from, to }: DayRange): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return days;
}

const amounts = (row: MoneyRow) => {
  const gross = count(row.gross);
  const refunds = count(row.refunds);
  return { orders: count(row.orders), gross, refunds, net: gross - refunds };
};
const byNet = <T extends { net: number; gross: number }>(a: T, b: T) => b.net - a.net || b.gross - a.gross;

/**
 * The console's revenue figures, from orders and transactions at the time of the request (ADR 0057). Days are the
 * channel's, in its time zone, like the rest of the analytics (ADR 0087): a sale at 7 pm in Chicago counts on that
 * Chicago day, though it is past midnight in UTC. Trial conversion: trials started in the range that were later charged a renewal.
 */
export function createRevenueService(repository: RevenueRepository) {
  return {
    async revenue(channel: { id: number; currency: Currency; timeZone: string }, days: AdminAnalyticsRange): Promise<AdminRevenue> {
      const midnight = (day: string) => zonedTimeToUtc(day, 0, 0, channel.timeZone).toISOString();
      const range: RevenueRange = { from: days.from, to: days.to, start: midnight(days.from), end: midnight(nextDay(days.to)) };
      const scope = { channelId: channel.id, currency: channel.currency, timeZone: channel.timeZone };
      const [money, started, cancelled, moves, items, codes, trks, trials] = await repository.snapshot((queries) =>
        Promise.all([
          queries.moneyPerDay(scope, range),
          queries.newSubscriptionsPerDay(scope, range),
          queries.cancellationsPerDay(scope, range),
          queries.subscriptionStartsAndEnds(scope, range),
          queries.byItem(scope, range),
          queries.byPromoCode(scope, range),
          queries.byTrk(scope, range),
          queries.trialConversion(scope, range),
        ]),
      );

      const moneyOn = new Map(money.map((row) => [row.day, amounts(row)]));
      const startedOn = new Map(started.map((row) => [row.day, count(row.n)]));
      const cancelledOn = new Map(cancelled.map((row) => [row.day, count(row.n)]));
      // Subscriptions running at the end of a day: those started by then minus those ended by then.
      const delta = new Map<string, number>();
      let running = 0;
      for (const row of moves) {
        const change = count(row.starts) - count(row.ends);
        if (row.day < days.from) running += change;
        else delta.set(row.day, (delta.get(row.day) ?? 0) + change);
      }
      const daily: AdminRevenueDay[] = daysOf(days).map((day) => {
        running += delta.get(day) ?? 0;
        const { gross, refunds, net } = moneyOn.get(day) ?? { gross: 0, refunds: 0, net: 0 };
        return { day, gross, refunds, net, new_subscriptions: startedOn.get(day) ?? 0, cancellations: cancelledOn.get(day) ?? 0, active_subscribers: running };
      });
      const sum = (pick: (day: AdminRevenueDay) => number) => daily.reduce((total, day) => total + pick(day), 0);
      const byCode = (rows: Array<MoneyRow & { code: string }>): AdminRevenueByCode[] => rows.map((row) => ({ code: row.code, ...amounts(row) })).sort(byNet);
      const started_ = count(trials.started);
      const converted = count(trials.converted);

      return {
        range: days,
        currency: channel.currency,
        totals: { gross: sum((d) => d.gross), refunds: sum((d) => d.refunds), net: sum((d) => d.net), new_subscriptions: sum((d) => d.new_subscriptions), cancellations: sum((d) => d.cancellations) },
        daily,
        by_item: items.map((row) => ({ type: row.type, pass_id: row.pass_id, event_id: row.event_id, name: row.event_name ?? row.product_name, ...amounts(row) })).sort(byNet),
        by_promo_code: byCode(codes),
        by_trk: byCode(trks),
        trial_conversion: { started: started_, converted, rate: started_ > 0 ? Math.round((converted / started_) * 10_000) / 10_000 : 0 },
      };
    },
  };
}
export type RevenueService = ReturnType<typeof createRevenueService>;
