import { dateTimeFormat } from '@ott/client/format';

const DAY_SECONDS = 86_400;

/**
 * How a chart names its moments in the console's language: days for daily figures, times of day for per-minute
 * ones (uPlot's own formats are English only). `times` are Unix seconds. A daily bucket is one of the channel's
 * days, placed at that date's UTC midnight, so it is named in UTC (its date as is); a minute is an instant, read in
 * the channel's `timeZone`.
 */
export function chartTimeFormat(times: readonly number[], language: string, timeZone?: string) {
  const daily = times.length > 1 && times[1]! - times[0]! >= DAY_SECONDS;
  const zone = daily ? 'UTC' : timeZone;
  const axis = dateTimeFormat(language, daily ? { month: 'short', day: 'numeric', timeZone: zone } : { hour: '2-digit', minute: '2-digit', timeZone: zone });
  const legend = dateTimeFormat(language, daily ? { dateStyle: 'medium', timeZone: zone } : { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  return {
    daily,
    axis: (seconds: number) => axis.format(new Date(seconds * 1000)),
    legend: (seconds: number | null | undefined) => (seconds === null || seconds === undefined ? '' : legend.format(new Date(seconds * 1000))),
  };
}
