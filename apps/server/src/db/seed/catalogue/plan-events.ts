import type { PricingType } from '@ott/contracts';
import { addDays, zonedDate, zonedTimeToUtc } from '../../../lib/zoned-time';
import type { ChannelSeed, SchoolSeed } from '../types';

export interface EventPlan {
  name: string;
  description: string;
  start: Date;
  end: Date;
  timeZone: string;
  pricing: PricingType;
  gender: 'men' | 'women';
  sport: string;
  sportAlias: string;
  /** Alias of the division category (a child of the sport). */
  category: string;
  division: string;
  /** The home school's conference. */
  group: string;
  away: { school: SchoolSeed; team: string };
  home: { school: SchoolSeed; team: string };
  location: string;
  /** Finished with a full replay (media kind 3). */
  replay: boolean;
  blackout: boolean;
}

const MINUTE = 60_000;
const DURATION_MINUTES: Record<string, number> = { hockey: 150, basketball: 120, soccer: 115, volleyball: 120 };
const PRICING: PricingType[] = ['free', 'free', 'free', 'register', 'register', 'paid', 'paid', 'paid', 'paid', 'ppv'];

/** A small deterministic generator, so a channel's demo schedule is the same on every fresh database. */
export function seededRandom(seed: string): () => number {
  let state = [...seed].reduce((hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16_777_619), 2_166_136_261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function venueOf(seed: ChannelSeed, school: SchoolSeed, random: () => number) {
  const city = school.city.split(',')[0]?.trim();
  return seed.locations.find((location) => location.city === city) ?? pick(random, seed.locations);
}

/**
 * About 60 events around `now`: a few live now, finished ones over the past month (most with a
 * replay), upcoming ones over the next month. Evening and weekend-afternoon starts, in the venue's zone.
 */
export function planEvents(seed: ChannelSeed, now: Date, counts = { live: 3, past: 27, upcoming: 30 }): EventPlan[] {
  const random = seededRandom(seed.key);
  const { catalogue } = seed;
  const matchups = seed.categories.flatMap((sport) =>
    (['men', 'women'] as const)
      .map((gender) => ({ sport, gender, schools: seed.schools.filter((school) => school.teams.some((team) => team.sport === sport.alias && team.gender === gender)) }))
      .filter((option) => option.schools.length >= 2),
  );

  function plan(index: number, start: (timeZone: string) => Date, pricing?: PricingType): EventPlan {
    const { sport, gender, schools } = matchups[index % matchups.length] ?? pick(random, matchups);
    const home = pick(random, schools);
    const away = pick(random, schools.filter((school) => school !== home));
    const division = pick(random, sport.children ?? [sport]);
    const venue = venueOf(seed, home, random);
    const timeZone = catalogue.timeZones[venue.name] ?? catalogue.defaultTimeZone;
    const startsAt = start(timeZone);
    const team = (school: SchoolSeed) => `${school.alias}-${sport.alias}-${gender}`;
    return {
      name: catalogue.eventName({ sport: sport.name, gender, away: away.short_name, home: home.short_name }),
      description: catalogue.eventDescription({ conference: home.conference, division: division.name, venue: venue.name, city: venue.city }),
      start: startsAt,
      end: new Date(startsAt.getTime() + (DURATION_MINUTES[sport.alias] ?? 120) * MINUTE),
      timeZone,
      pricing: pricing ?? pick(random, PRICING),
      gender,
      sport: sport.name,
      sportAlias: sport.alias,
      category: division.alias,
      division: division.name,
      group: home.conference,
      away: { school: away, team: team(away) },
      home: { school: home, team: team(home) },
      location: venue.name,
      replay: false,
      blackout: false,
    };
  }

  const localStart = (dayOffset: number, slot: number) => (timeZone: string) => {
    const date = addDays(zonedDate(timeZone, now), dayOffset);
    const weekend = [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
    const [hour, minute] = weekend ? ([[13, 0], [16, 0], [19, 30]] as const)[slot % 3]! : ([[19, 0], [19, 30], [18, 0]] as const)[slot % 3]!;
    return zonedTimeToUtc(date, hour, minute, timeZone);
  };

  const plans: EventPlan[] = [];
  const livePricing: PricingType[] = ['free', 'paid', 'register'];
  for (let i = 0; i < counts.live; i += 1) {
    // Started 20 to 80 minutes ago, so each is live for a good while after the seed.
    const startedAgo = 20 + i * 30;
    const live = plan(i, () => new Date(Math.floor((now.getTime() - startedAgo * MINUTE) / MINUTE) * MINUTE), livePricing[i % livePricing.length]);
    live.end = new Date(Math.ceil(Math.max(live.end.getTime(), now.getTime() + 3 * 60 * MINUTE) / MINUTE) * MINUTE);
    plans.push(live);
  }
  for (let i = 0; i < counts.past; i += 1) {
    const finished = plan(counts.live + i, localStart(-1 - Math.floor((i * 30) / counts.past), i));
    finished.replay = i % 5 !== 4;
    plans.push(finished);
  }
  for (let i = 0; i < counts.upcoming; i += 1) {
    plans.push(plan(counts.live + counts.past + i, localStart(1 + Math.floor((i * 30) / counts.upcoming), i)));
  }
  const firstUpcoming = plans[counts.live + counts.past];
  if (firstUpcoming && catalogue.blackoutCountries.length > 0) firstUpcoming.blackout = true;
  return plans;
}
