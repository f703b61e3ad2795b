import type { Event, EventParticipant } from '@ott/contracts/events';
import { dateTimeFormat, relativeTimeFormat } from '@ott/client/format';
import { teamDisplayName } from './format';

/** Spec §3 media kinds: an event's picture is its media of kind 1 (image). */
export const IMAGE_MEDIA_KIND = 1;

/** A participant as cards show it: the short name, without the word University. */
export function participantLabel(participant: Pick<EventParticipant, 'name' | 'short_name'>): string {
  return teamDisplayName(participant.short_name.trim() || participant.name);
}

/** Spec §3: two participants are shown 'away @ home'; otherwise the event's own name. */
export function matchupTitle(event: Pick<Event, 'name' | 'participants'>): string {
  const away = event.participants.find((p) => p.role === 'away') ?? event.participants[0];
  const home = event.participants.find((p) => p.role === 'home') ?? event.participants[1];
  if (event.participants.length !== 2 || !away || !home || away === home) return event.name;
  return `${participantLabel(away)} @ ${participantLabel(home)}`;
}

/** The matchup written out as names often are ("A at B", "A vs B", "A @ B", "A c. B"), to tell a title from the teams. */
const MATCHUP_WORDS = /\s+(?:@|at|vs\.?|v\.?|c\.|contre)\s+/giu;
const plain = (text: string) => text.replace(MATCHUP_WORDS, ' @ ').replace(/\s+/gu, ' ').trim().toLowerCase();

/**
 * What a viewer reads first about an event: the event's own title where the operator wrote one (so two replays of the
 * same teams differ), with the teams ('away @ home') as its subtitle; where the name only repeats the teams, or there
 * is none, the teams alone.
 */
export function eventHeading(event: Pick<Event, 'name' | 'participants'>): { title: string; subtitle: string | null } {
  const matchup = matchupTitle(event);
  const name = event.name.trim();
  if (matchup === event.name || name === '') return { title: matchup || name, subtitle: null };
  const teams = event.participants.map((participant) => [participant.name, participant.short_name, participantLabel(participant)]);
  const sameAsTeams = [matchup, ...teams.flat()].some((text) => plain(text) === plain(name)) || (teams.length === 2 && teams[0]!.some((away) => teams[1]!.some((home) => plain(`${away} @ ${home}`) === plain(name))));
  return sameAsTeams ? { title: matchup, subtitle: null } : { title: name, subtitle: matchup };
}

/** The event's heading as one line of text (document titles, player labels, lists). */
export const eventTitle = (event: Pick<Event, 'name' | 'participants'>): string => eventHeading(event).title;

export function eventImage(event: Pick<Event, 'media'>): string | null {
  return event.media.find((media) => media.kind === IMAGE_MEDIA_KIND && media.url)?.url ?? null;
}

function format(at: Date, language: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  try {
    return dateTimeFormat(language, { ...options, timeZone }).format(at);
  } catch {
    // An unknown zone falls back to the viewer's own.
    return dateTimeFormat(language, options).format(at);
  }
}

export interface EventTime {
  /** e.g. "Sat, Nov 22" / "sam. 22 nov." */
  date: string;
  /** e.g. "3:00 PM CST" / "15 h 00 UTC−6" */
  time: string;
  /** Machine-readable instant for <time dateTime>. */
  iso: string;
}

/** An event's start as worded for a language: what `formatEventTime` gives, without the instant it was given. */
export type WordedEventTime = Pick<EventTime, 'date' | 'time'>;

const wordingKey = (isoUtc: string, timeZone: string) => `${isoUtc}|${timeZone}`;
/** Starts worded before this page's scripts ran, by language (adoptEventTimes). */
const adoptedTimes = new Map<string, ReadonlyMap<string, WordedEventTime>>();

/** The starts of `events` worded in `language`, keyed as `adoptEventTimes` takes them. */
export function wordEventTimes(events: ReadonlyArray<Pick<Event, 'event_utc_ts' | 'time_zone'>>, language: string): Record<string, WordedEventTime> {
  return Object.fromEntries(
    events.map((event) => {
      const { date, time } = formatEventTime(event.event_utc_ts, event.time_zone, language);
      return [wordingKey(event.event_utc_ts, event.time_zone), { date, time }];
    }),
  );
}

/**
 * Takes event starts worded before the app ran (the server's, for the events of a landing page sent drawn: src/first-
 * screen): the takeover then words none itself. The first date a page words loads the browser's date data, a single
 * task of 120–250 ms at 4× CPU, which would otherwise land in the middle of that takeover.
 */
export function adoptEventTimes(times: Readonly<Record<string, WordedEventTime>>, language: string): void {
  adoptedTimes.set(language, new Map(Object.entries(times)));
}

/** The start of an event, in the event's own time zone, worded in the active language. */
export function formatEventTime(isoUtc: string, timeZone: string, language: string): EventTime {
  const at = new Date(isoUtc);
  const adopted = adoptedTimes.get(language)?.get(wordingKey(isoUtc, timeZone));
  if (adopted) return { ...adopted, iso: at.toISOString() };
  return {
    date: format(at, language, timeZone, { weekday: 'short', month: 'short', day: 'numeric' }),
    time: format(at, language, timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
    iso: at.toISOString(),
  };
}

/** "in 3 days", "dans 2 heures": how long until `target`, in the largest whole unit. */
export function formatCountdown(targetMs: number, nowMs: number, language: string): string {
  const minutes = Math.max(1, Math.ceil((targetMs - nowMs) / 60_000));
  const words = relativeTimeFormat(language);
  if (minutes >= 60 * 24) return words.format(Math.floor(minutes / (60 * 24)), 'day');
  if (minutes >= 60) return words.format(Math.floor(minutes / 60), 'hour');
  return words.format(minutes, 'minute');
}
