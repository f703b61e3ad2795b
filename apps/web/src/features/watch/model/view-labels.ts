import type { Event } from '@ott/contracts/events';

/**
 * What viewing reports say an event is about (spec §7 viewing: category, sport, gender, school, league). The category
 * is the event's division (a child of its sport); the league is its group, the conference, so that the two differ.
 */
export const viewLabels = (event: Event) => ({
  category: event.category?.name ?? null,
  sport: event.sport,
  gender: event.gender,
  school: event.participant_group?.name ?? null,
  league: event.group,
});
