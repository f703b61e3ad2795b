import { describe, expect, it } from 'vitest';
import { makeEvent } from '../test/events';
import { adoptEventTimes, eventHeading, eventImage, formatCountdown, formatEventTime, matchupTitle, participantLabel, wordEventTimes } from './event-display';
import { teamDisplayName } from './format';

describe('team names', () => {
  it('drop the word University', () => {
    expect(teamDisplayName('Northfield University Huskies')).toBe('Northfield Huskies');
    expect(teamDisplayName('University of Eastport')).toBe('Eastport');
    expect(participantLabel({ name: 'Eastport University Knights', short_name: 'Eastport University' })).toBe('Eastport');
    expect(participantLabel({ name: 'Lakeshore Tech Lakers', short_name: ' ' })).toBe('Lakeshore Tech Lakers');
  });

  it('drop the French Université and its article, by the same rule', () => {
    expect(teamDisplayName('Université de Valmont Harfangs')).toBe('Valmont Harfangs');
    expect(teamDisplayName('Université Beauport Corsaires')).toBe('Beauport Corsaires');
    expect(teamDisplayName('Université du Fjord Cormorans')).toBe('Fjord Cormorans');
    expect(teamDisplayName('Université des Cantons Loups')).toBe('Cantons Loups');
    expect(teamDisplayName('Université d’Ottawa Gee-Gees')).toBe('Ottawa Gee-Gees');
    expect(teamDisplayName("Université d'Ottawa Gee-Gees")).toBe('Ottawa Gee-Gees');
    expect(teamDisplayName('Université de l’Estrie Vert et Or')).toBe('Estrie Vert et Or');
    expect(teamDisplayName('Université de la Côte Phares')).toBe('Côte Phares');
    expect(teamDisplayName('UNIVERSITÉ LAVAL Rouge et Or')).toBe('LAVAL Rouge et Or');
    expect(participantLabel({ name: 'Université de Valmont Harfangs', short_name: '' })).toBe('Valmont Harfangs');
  });

  it('keep words that only start like it, and a name that is nothing else', () => {
    expect(teamDisplayName('Sport universitaire Élans')).toBe('Sport universitaire Élans');
    expect(teamDisplayName('Université')).toBe('Université');
  });
});

describe('matchup', () => {
  it("reads 'away @ home' with short names, whatever order the participants come in", () => {
    const event = makeEvent();
    expect(matchupTitle(event)).toBe('Eastport @ Northfield');
    expect(matchupTitle({ ...event, participants: [...event.participants].reverse() })).toBe('Eastport @ Northfield');
  });

  it('falls back to the event name without exactly two participants', () => {
    const event = makeEvent();
    expect(matchupTitle({ ...event, participants: event.participants.slice(0, 1) })).toBe(event.name);
  });

  it("heads an event with its own title and the teams under it; a name that only repeats the teams gives 'away @ home' alone", () => {
    const event = makeEvent();
    expect(eventHeading({ ...event, name: 'Senior Night' })).toEqual({ title: 'Senior Night', subtitle: 'Eastport @ Northfield' });
    for (const name of ['Eastport @ Northfield', 'Eastport at Northfield', 'eastport vs. Northfield', 'Eastport University Knights at Northfield University Huskies', '  ']) {
      expect(eventHeading({ ...event, name })).toEqual({ title: 'Eastport @ Northfield', subtitle: null });
    }
    expect(eventHeading({ ...event, name: 'Tournament day', participants: [] })).toEqual({ title: 'Tournament day', subtitle: null });
  });

  it('takes its picture from the media of kind 1', () => {
    expect(eventImage(makeEvent())).toBe('/media/art/matchup.svg');
    expect(eventImage(makeEvent({ media: [] }))).toBeNull();
  });
});

describe('event time', () => {
  it("is shown in the event's own time zone, in the active language", () => {
    const en = formatEventTime('2026-11-22T21:00:00.000Z', 'America/Chicago', 'en');
    expect(en.date).toBe('Sun, Nov 22');
    expect(en.time).toBe('3:00 PM CST');
    const fr = formatEventTime('2026-11-22T21:00:00.000Z', 'America/Toronto', 'fr');
    expect(fr.date).toBe('dim. 22 nov.');
    expect(fr.time).toMatch(/^16:00 UTC[−-]5$/);
    expect(en.iso).toBe('2026-11-22T21:00:00.000Z');
  });

  it('takes the starts worded before the app ran (a landing page sent drawn) for their language, and words any other', () => {
    const events = [makeEvent({ id: 1, event_utc_ts: '2031-03-01T18:00:00.000Z', time_zone: 'America/Denver' }), makeEvent({ id: 2, event_utc_ts: '2031-03-02T01:30:00.000Z', time_zone: 'America/New_York' })];
    const worded = wordEventTimes(events, 'en');
    expect(worded).toEqual({
      '2031-03-01T18:00:00.000Z|America/Denver': { date: 'Sat, Mar 1', time: formatEventTime('2031-03-01T18:00:00.000Z', 'America/Denver', 'en').time },
      '2031-03-02T01:30:00.000Z|America/New_York': { date: 'Sat, Mar 1', time: formatEventTime('2031-03-02T01:30:00.000Z', 'America/New_York', 'en').time },
    });
    // What the page carried is what the app shows, as is: no date is worded again during the takeover.
    adoptEventTimes({ '2031-03-01T18:00:00.000Z|America/Denver': { date: 'Saturday, March 1', time: '11 in the morning' } }, 'en');
    expect(formatEventTime('2031-03-01T18:00:00.000Z', 'America/Denver', 'en')).toEqual({ date: 'Saturday, March 1', time: '11 in the morning', iso: '2031-03-01T18:00:00.000Z' });
    // Another language, zone or start is worded as before.
    expect(formatEventTime('2031-03-01T18:00:00.000Z', 'America/Denver', 'fr').date).toBe('sam. 1er mars');
    expect(formatEventTime('2031-03-01T18:00:00.000Z', 'America/Chicago', 'en').date).toBe('Sat, Mar 1');
  });

  it('falls back to the viewer zone when the event zone is unknown', () => {
    expect(() => formatEventTime('2026-11-22T21:00:00.000Z', 'Mars/Olympus', 'en')).not.toThrow();
  });

  it('counts down in the largest whole unit', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(formatCountdown(now + 3 * 86_400_000 + 5_000, now, 'en')).toBe('in 3 days');
    expect(formatCountdown(now + 2 * 3_600_000, now, 'en')).toBe('in 2 hours');
    expect(formatCountdown(now + 90_000, now, 'fr')).toBe('dans 2 minutes');
    expect(formatCountdown(now - 1000, now, 'en')).toBe('in 1 minute');
  });
});
