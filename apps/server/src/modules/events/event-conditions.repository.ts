import { REPLAY_MEDIA_KINDS } from '@ott/contracts';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database, EventsTable } from '../../db/schema';
import { containsPattern, type EventCriteria } from './events.criteria';

/** The events table as the list query names it. */
export type EventsScope = Database & { e: EventsTable };
type Eb = ExpressionBuilder<EventsScope, 'e'>;

const like = (column: Expression<unknown>, word: string) => sql<SqlBool>`lower(${column}) like ${containsPattern(word)} escape '\\'`;
const sameText = (column: Expression<unknown>, value: string) => sql<SqlBool>`lower(${column}) = ${value}`;

function statusCondition(eb: Eb, status: NonNullable<EventCriteria['status']>, now: string, operator: boolean): Expression<SqlBool> {
  const byClock = {
    live: eb.and([eb('e.event_utc_ts', '<=', now), eb('e.end_utc_ts', '>', now)]),
    upcoming: eb('e.event_utc_ts', '>', now),
    vod: eb('e.end_utc_ts', '<=', now),
  }[status];
  const condition = eb.or([eb('e.stream_status', '=', status), eb.and([eb('e.stream_status', 'is', null), byClock])]);
  return status === 'vod' && !operator ? eb.and([condition, hasReplayVideo(eb)]) : condition;
}

/** A finished event without a video is no replay: lists of replays leave it out (contracts replays.ts). */
function hasReplayVideo(eb: Eb): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('event_media as replay')
      .select('replay.id')
      .whereRef('replay.event_id', '=', 'e.id')
      .where('replay.kind', 'in', [...REPLAY_MEDIA_KINDS]),
  );
}

/** Ids of a category and all its descendants, in the channel. */
function categoryTree(channelId: number, root: Expression<SqlBool>) {
  return sql<number>`(with recursive tree(id) as (
    select c.id from event_categories c where c.channel_id = ${channelId} and ${root}
    union select child.id from event_categories child inner join tree on child.parent_id = tree.id
  ) select id from tree)`;
}

function eventsOfParticipants(eb: Eb, matching: (p: ExpressionBuilder<Database, 'participants' | 'event_participants'>) => Expression<SqlBool>) {
  return eb(
    'e.id',
    'in',
    eb.selectFrom('event_participants').innerJoin('participants', 'participants.id', 'event_participants.participant_id').select('event_participants.event_id').where(matching),
  );
}

/** Events of a user's favourite teams, schools or sports (a sport's leagues included), each once. */
function favoriteEvents(eb: Eb, channelId: number, userId: number): Expression<SqlBool> {
  const favorites = (type: 'participant' | 'group' | 'category') =>
    eb.selectFrom('favorites as f').select('f.favoritable_id').where('f.user_id', '=', userId).where('f.favoritable_type', '=', type);
  const categories = sql<SqlBool>`c.id in (select f.favoritable_id from favorites f where f.user_id = ${userId} and f.favoritable_type = 'category')`;
  return eb.or([
    eb('e.participant_id', 'in', favorites('participant')),
    eventsOfParticipants(eb, (p) => p('event_participants.participant_id', 'in', favorites('participant'))),
    eb('e.participant_group_id', 'in', favorites('group')),
    eventsOfParticipants(eb, (p) => p('participants.participant_group_id', 'in', favorites('group'))),
    eb('e.event_category_id', 'in', categoryTree(channelId, categories)),
  ]);
}

/** Every filter of the list as one WHERE expression over `events as e`: no per-event queries. */
export function eventConditions(eb: Eb, c: EventCriteria): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [eb('e.channel_id', '=', c.channelId)];
  // Viewers never see hidden events; an operator sees them, or only them.
  if (!c.operator) all.push(eb('e.visibility', '=', 'public'));
  else if (c.visibility !== null) all.push(eb('e.visibility', '=', c.visibility));
  if (c.status) all.push(statusCondition(eb, c.status, c.now, c.operator));
  if (c.categoryId !== null) all.push(eb('e.event_category_id', 'in', categoryTree(c.channelId, sql<SqlBool>`c.id = ${c.categoryId}`)));
  if (c.sport !== null) {
    all.push(eb('e.event_category_id', 'in', categoryTree(c.channelId, sql<SqlBool>`(lower(c.alias) = ${c.sport} or lower(c.name) = ${c.sport}) and c.parent_id is null`)));
  }
  if (c.participantId !== null) {
    const id = c.participantId;
    all.push(eb.or([eb('e.participant_id', '=', id), eventsOfParticipants(eb, (p) => p('event_participants.participant_id', '=', id))]));
  }
  if (c.team !== null) {
    const team = c.team;
    all.push(
      eventsOfParticipants(eb, (p) =>
        p.and([p('participants.channel_id', '=', c.channelId), p.or([sameText(p.ref('participants.alias'), team), sameText(p.ref('participants.name'), team)])]),
      ),
    );
  }
  if (c.participantGroupId !== null) {
    const id = c.participantGroupId;
    all.push(eb.or([eb('e.participant_group_id', '=', id), eventsOfParticipants(eb, (p) => p('participants.participant_group_id', '=', id))]));
  }
  if (c.school !== null) {
    const school = c.school;
    const groups = eb
      .selectFrom('participant_groups as pg')
      .select('pg.id')
      .where('pg.channel_id', '=', c.channelId)
      .where((g) => g.or([sameText(g.ref('pg.alias'), school), sameText(g.ref('pg.name'), school)]));
    all.push(eb.or([eb('e.participant_group_id', 'in', groups), eventsOfParticipants(eb, (p) => p('participants.participant_group_id', 'in', groups))]));
  }
  if (c.division !== null) all.push(sameText(eb.ref('e.division'), c.division));
  if (c.group !== null) all.push(sameText(eb.ref('e.group_name'), c.group));
  if (c.gender !== null) all.push(eb('e.gender', '=', c.gender));
  if (c.pricingType !== null) all.push(eb('e.pricing_type', '=', c.pricingType));
  if (c.locationId !== null) all.push(eb('e.location_id', '=', c.locationId));
  if (c.locationName !== null) {
    const name = c.locationName;
    const locations = eb
      .selectFrom('event_locations as l')
      .select('l.id')
      .where('l.channel_id', '=', c.channelId)
      .where((l) => l.or([sameText(l.ref('l.name'), name), sameText(l.ref('l.city'), name)]));
    all.push(eb('e.location_id', 'in', locations));
  }
  if (c.from !== null) all.push(eb('e.event_utc_ts', '>=', c.from));
  if (c.to !== null) all.push(eb('e.event_utc_ts', '<', c.to));
  if (c.favoritesOf !== null) all.push(favoriteEvents(eb, c.channelId, c.favoritesOf));
  for (const word of c.words) {
    all.push(
      eb.or([
        like(eb.ref('e.name'), word),
        eventsOfParticipants(eb, (p) => p.or([like(p.ref('participants.name'), word), like(p.ref('participants.short_name'), word)])),
      ]),
    );
  }
  return eb.and(all);
}
