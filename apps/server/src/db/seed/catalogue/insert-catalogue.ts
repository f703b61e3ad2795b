import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../schema';
import { matchupUrl, thumbnailUrl } from '../../../lib/art';
import { DEMO_EXTRAS, demoAssetFor } from '../../../modules/media/demo/demo-assets';
import { demoFileUrl, localStreamUrl } from '../../../modules/media/media-refs';
import type { ChannelSeed } from '../types';
import { type EventPlan, planEvents } from './plan-events';

type Tx = Transaction<Database>;

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`Seed data refers to unknown "${name}"`);
  return value;
}

async function lookups(tx: Tx, channelId: number) {
  const [participants, groups, categories, locations] = await Promise.all([
    tx.selectFrom('participants').select(['id', 'alias']).where('channel_id', '=', channelId).execute(),
    tx.selectFrom('participant_groups').select(['id', 'alias']).where('channel_id', '=', channelId).execute(),
    tx.selectFrom('event_categories').select(['id', 'alias']).where('channel_id', '=', channelId).execute(),
    tx.selectFrom('event_locations').select(['id', 'name']).where('channel_id', '=', channelId).execute(),
  ]);
  const byKey = <K extends string>(rows: Array<{ id: number } & Record<K, string>>, key: K) => new Map(rows.map((row) => [row[key], row.id]));
  return { participants: byKey(participants, 'alias'), groups: byKey(groups, 'alias'), categories: byKey(categories, 'alias'), locations: byKey(locations, 'name') };
}

/** Events, their participants, media and one blackout, the VOD library with rails, and the contact form of one channel. */
export async function insertCatalogue(db: Kysely<Database>, channelId: number, seed: ChannelSeed, now: Date): Promise<void> {
  const stamp = now.toISOString();
  await db.transaction().execute(async (tx) => {
    const ids = await lookups(tx, channelId);
    const plans = planEvents(seed, now);
    const eventIds: number[] = [];
    for (const plan of plans) {
      const away = required(ids.participants.get(plan.away.team), plan.away.team);
      const home = required(ids.participants.get(plan.home.team), plan.home.team);
      const { id } = await tx
        .insertInto('events')
        .values({
          channel_id: channelId,
          name: plan.name,
          description: plan.description,
          event_utc_ts: plan.start.toISOString(),
          end_utc_ts: plan.end.toISOString(),
          time_zone: plan.timeZone,
          stream_status: null,
          pricing_type: plan.pricing,
          away_participant_id: away,
          home_participant_id: home,
          participant_id: home,
          participant_group_id: required(ids.groups.get(plan.home.school.alias), plan.home.school.alias),
          event_category_id: required(ids.categories.get(plan.category), plan.category),
          location_id: required(ids.locations.get(plan.location), plan.location),
          division: plan.division,
          group_name: plan.group,
          gender: plan.gender,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      eventIds.push(id);
    }

    await tx
      .insertInto('event_participants')
      .values(
        plans.flatMap((plan, index) => [
          { event_id: eventIds[index]!, participant_id: ids.participants.get(plan.away.team)!, role: 'away', position: 0 },
          { event_id: eventIds[index]!, participant_id: ids.participants.get(plan.home.team)!, role: 'home', position: 1 },
        ]),
      )
      .execute();

    await tx
      .insertInto('event_media')
      .values(
        plans.flatMap((plan, index) => {
          const eventId = eventIds[index]!;
          const { name: asset } = demoAssetFor(eventId);
          const items: Array<[kind: number, url: string]> = [[1, matchupUrl(plan.away.school.short_name, plan.home.school.short_name, plan.away.school.color, plan.home.school.color)]];
          // Events still to end get a simulated live feed; finished ones with a replay the demo video as VOD.
          if (plan.end > now) items.push([2, localStreamUrl('live', asset)]);
          if (plan.replay) items.push([3, localStreamUrl('vod', asset)]);
          if (plan.end > now || plan.replay) {
            // The card keeps the matchup art (first image); the player can use the video's own frame.
            items.push([1, demoFileUrl(asset, DEMO_EXTRAS.poster)], [5, demoFileUrl(asset, DEMO_EXTRAS.thumbnail)]);
            items.push([6, demoFileUrl(asset, DEMO_EXTRAS.preview)], [7, demoFileUrl(asset, DEMO_EXTRAS.previewAlt)]);
          }
          return items.map(([kind, url]) => ({ event_id: eventId, kind, url, created_at: stamp }));
        }),
      )
      .execute();

    const blackout = plans.findIndex((plan) => plan.blackout);
    if (blackout >= 0) {
      await tx
        .insertInto('geo_rules')
        .values({ channel_id: channelId, event_id: eventIds[blackout]!, mode: 'block', countries: JSON.stringify(seed.catalogue.blackoutCountries) })
        .execute();
    }

    await insertVodLibrary(tx, channelId, seed, plans, eventIds, stamp);
    const form = seed.catalogue.contactForm;
    await tx
      .insertInto('custom_forms')
      .values({ channel_id: channelId, alias: 'contact', title: form.title, description: form.description, submit_label: form.submit_label, success_message: form.success_message, fields: JSON.stringify(form.fields) })
      .execute();
  });
}

async function insertVodLibrary(tx: Tx, channelId: number, seed: ChannelSeed, plans: EventPlan[], eventIds: number[], stamp: string): Promise<void> {
  const { vod } = seed.catalogue;
  const categories = await tx
    .insertInto('vod_media_categories')
    .values(vod.categories.map((category, index) => ({ channel_id: channelId, name: category.name, alias: category.alias, weight: (vod.categories.length - index) * 10 })))
    .returning(['id', 'alias'])
    .execute();
  const categoryId = (alias: string) => required(categories.find((row) => row.alias === alias)?.id, alias);
  const color = seed.colors['header-background'];

  const finished = plans.map((plan, index) => ({ plan, eventId: eventIds[index]! })).filter(({ plan }) => plan.replay).sort((a, b) => b.plan.start.getTime() - a.plan.start.getTime());
  const poster = (plan: EventPlan) => matchupUrl(plan.away.school.short_name, plan.home.school.short_name, plan.away.school.color, plan.home.school.color);
  const rows = [
    ...finished.map(({ plan, eventId }) => ({ description: plan.description as string | null, kind: 'replay', sport: plan.sportAlias, title: plan.name, date: plan.end, duration: (plan.end.getTime() - plan.start.getTime()) / 1000, image: poster(plan), eventId, category: 'replays' })),
    ...finished.slice(0, 12).map(({ plan, eventId }) => ({ description: plan.description as string | null, kind: 'highlight', sport: plan.sportAlias, title: vod.highlightTitle(plan.name), date: new Date(plan.end.getTime() + 3_600_000), duration: 240 + (eventId % 7) * 30, image: poster(plan), eventId, category: 'highlights' })),
    ...vod.interviews.map((title, index) => ({ description: null, kind: 'interview', sport: '', title, date: new Date(Date.parse(stamp) - (index * 4 + 2) * 86_400_000), duration: 420 + index * 95, image: thumbnailUrl(title.split(/[\s:—’']/)[0] ?? title, color), eventId: null, category: 'interviews' })),
  ];
  const items = await tx
    .insertInto('vod_media_items')
    .values(
      rows.map((row, index) => {
        // A replay or highlight shows its event's video; a feature one of its own.
        const { name: asset } = demoAssetFor(row.eventId ?? index);
        return {
          channel_id: channelId,
          vod_media_category_id: categoryId(row.category),
          event_id: row.eventId,
          title: row.title,
          description: row.description,
          date: row.date.toISOString(),
          duration: Math.round(row.duration),
          image: row.image,
          preview: demoFileUrl(asset, DEMO_EXTRAS.preview),
          video_url: localStreamUrl('vod', asset),
          created_at: stamp,
        };
      }),
    )
    .returning('id')
    .execute();
  const itemIds = items.map((item) => item.id);

  const byKind = (kind: string, sport?: string) => rows.map((row, index) => ({ row, id: itemIds[index]! })).filter(({ row }) => row.kind === kind && (sport === undefined || row.sport === sport)).map(({ id }) => id);
  const sportsWithReplays = seed.categories.filter((sport) => byKind('replay', sport.alias).length >= 3).slice(0, 2);
  const rails = [
    { title: vod.rails.latest, items: byKind('replay').slice(0, 10) },
    { title: vod.rails.highlights, items: byKind('highlight').slice(0, 10) },
    ...sportsWithReplays.map((sport) => ({ title: vod.rails.bySport(sport.name), items: byKind('replay', sport.alias).slice(0, 10) })),
    { title: vod.rails.interviews, items: byKind('interview') },
  ];
  for (const [index, rail] of rails.entries()) {
    const { id } = await tx.insertInto('vod_media_rails').values({ channel_id: channelId, title: rail.title, weight: (rails.length - index) * 10 }).returning('id').executeTakeFirstOrThrow();
    await tx.insertInto('vod_media_rail_items').values(rail.items.map((itemId, position) => ({ rail_id: id, vod_media_item_id: itemId, position }))).execute();
  }
}
