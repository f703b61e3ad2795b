import { dateTimeFormat, relativeTimeFormat } from '@ott/client/format';

/** The options of the app's first screens' dates: with a time zone name, which loads the zone data too. */
const FIRST_SCREEN_DATES: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/**
 * Formats one date and one relative time ("in 3 minutes") in `language`, as the app's screens do: the browser loads
 * its calendar, time zone and relative-time data for the language. In Chromium that data then serves every thread of
 * the page's process (docs/decisions/0100 and 0102).
 */
export function loadDateData(language: string): void {
  dateTimeFormat(language, FIRST_SCREEN_DATES).format(0);
  relativeTimeFormat(language).format(3, 'minute');
}
