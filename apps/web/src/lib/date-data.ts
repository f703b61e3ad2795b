import { dateTimeFormat, formatPrice, relativeTimeFormat } from '@ott/client/format';

/** The options of the app's first screens' dates: with a time zone name, which loads the zone data too. */
const FIRST_SCREEN_DATES: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/**
 * Formats one date, one relative time ("in 3 minutes") and one price in `language`, as the app's screens do: the
 * browser loads its calendar, time zone, relative-time and currency data for the language. In Chromium that data then
 * serves every thread of the page's process (docs/decisions/0100 and 0102). One currency loads them all: a price in
 * another (the channel's CAD) then takes 0.1 ms where the page's own first one took 2-6 ms after the dates, 25-80 ms
 * alone (measured in Chromium 156 on the 2-core machine).
 */
export function loadFormatData(language: string): void {
  dateTimeFormat(language, FIRST_SCREEN_DATES).format(0);
  relativeTimeFormat(language).format(3, 'minute');
  formatPrice(0, 'USD', language);
}
