import type { Event } from '@ott/contracts';
import ical from 'ical-generator';

/** The iCalendar document of a user's favourite teams' events: start, end, title and a watch link each. */
export function calendarOf(channel: { key: string; name: string }, events: readonly Event[], siteOrigin: string): string {
  const calendar = ical({ name: `${channel.name}: my teams`, prodId: { company: 'streaming', product: channel.key, language: 'EN' }, ttl: 3600 });
  for (const event of events) {
    const url = `${siteOrigin}/watch/${event.id}`;
    calendar.createEvent({
      id: `event-${event.id}@${channel.key}`,
      start: new Date(event.event_utc_ts),
      end: new Date(event.end_utc_ts),
      summary: event.name,
      description: `${event.sport ?? channel.name} — ${url}`,
      url,
      location: event.location?.name ?? null,
    });
  }
  return calendar.toString();
}
