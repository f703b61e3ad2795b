import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { banner, crest, wordmark } from './art';
import type { CategorySeed, ChannelSeed } from './types';

type Tx = Transaction<Database>;

/** Inserts one demo channel and everything it shows, in one transaction. */
export async function insertChannel(db: Kysely<Database>, seed: ChannelSeed, now: string): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const { id: channelId } = await tx
      .insertInto('channels')
      .values({
        key: seed.key,
        name: seed.name,
        hostnames: JSON.stringify(seed.hostnames),
        language: seed.language,
        currency: seed.currency,
        logo: wordmark(seed.name, seed.colors['primary-color'], seed.colors['header-text-color']),
        // A demo channel offers the demo videos in the console's picker (a new channel shows them only on request).
        settings: JSON.stringify({ ...seed.settings, demo_media: true }),
        color_settings: JSON.stringify(seed.colors),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const weighted = <T>(rows: T[]) => rows.map((row, index) => ({ ...row, channel_id: channelId, weight: (rows.length - index) * 10 }));
    await tx.insertInto('menu_entries').values(weighted(seed.menu)).execute();
    await tx.insertInto('pages').values(seed.pages.map((page) => ({ ...page, channel_id: channelId }))).execute();
    await tx.insertInto('faq_entries').values(weighted(seed.faq)).execute();
    await tx.insertInto('static_blocks').values(weighted(seed.staticBlocks)).execute();
    const locations = await tx
      .insertInto('event_locations')
      .values(seed.locations.map((location) => ({ ...location, channel_id: channelId })))
      .returning(['id', 'name'])
      .execute();

    const categoryIds = await insertCategories(tx, channelId, seed.categories, null);
    const { groupIds, participantIds } = await insertSchools(tx, channelId, seed);

    const targets = { main: new Map<string, number>(), category: categoryIds, participant: participantIds, group: groupIds };
    await tx
      .insertInto('slides')
      .values(
        seed.slides.map((slide, index) => ({
          channel_id: channelId,
          slidable_type: slide.type,
          slidable_id: slide.target ? required(targets[slide.type].get(slide.target), slide.target) : null,
          title: slide.title,
          subtitle: slide.subtitle,
          image: banner(slide.title, seed.colors['header-background'], seed.colors['primary-color']),
          link: slide.link,
          weight: (seed.slides.length - index) * 10,
        })),
      )
      .execute();

    const locationIds = new Map(locations.map((location) => [location.name, location.id]));
    await tx
      .insertInto('prerolls')
      .values(
        seed.prerolls.map((preroll) => ({
          channel_id: channelId,
          url: preroll.url,
          weight: preroll.weight,
          location_id: preroll.location ? required(locationIds.get(preroll.location), preroll.location) : null,
          event_categories: JSON.stringify(preroll.categories.map((alias) => required(categoryIds.get(alias), alias))),
          for_live: preroll.for_live ? 1 : 0,
          for_vod: preroll.for_vod ? 1 : 0,
        })),
      )
      .execute();
    return channelId;
  });
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`Seed data refers to unknown "${name}"`);
  return value;
}

async function insertCategories(tx: Tx, channelId: number, categories: CategorySeed[], parentId: number | null): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, category] of categories.entries()) {
    const { id } = await tx
      .insertInto('event_categories')
      .values({ channel_id: channelId, parent_id: parentId, name: category.name, alias: category.alias, weight: (categories.length - index) * 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(category.alias, id);
    for (const [alias, childId] of await insertCategories(tx, channelId, category.children ?? [], id)) ids.set(alias, childId);
  }
  return ids;
}

async function insertSchools(tx: Tx, channelId: number, seed: ChannelSeed) {
  const groupIds = new Map<string, number>();
  const participantIds = new Map<string, number>();
  const sportNames = new Map(seed.categories.map((category) => [category.alias, category.name]));
  for (const school of seed.schools) {
    const { id: groupId } = await tx
      .insertInto('participant_groups')
      .values({ channel_id: channelId, name: school.name, alias: school.alias, image: crest(school.name, school.color) })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.set(school.alias, groupId);
    await tx
      .insertInto('participant_group_properties')
      .values([
        { channel_id: channelId, participant_group_id: groupId, name: 'conference', value: school.conference },
        { channel_id: channelId, participant_group_id: groupId, name: 'city', value: school.city },
      ])
      .execute();
    const teams = school.teams.map((team) => ({
      channel_id: channelId,
      participant_group_id: groupId,
      name: `${school.name} ${school.nickname}`,
      short_name: school.short_name,
      alias: `${school.alias}-${team.sport}-${team.gender}`,
      logo: crest(school.name, school.color),
      color: school.color,
      gender: team.gender,
      sport: sportNames.get(team.sport) ?? team.sport,
    }));
    const rows = await tx.insertInto('participants').values(teams).returning(['id', 'alias']).execute();
    for (const row of rows) participantIds.set(row.alias, row.id);
  }
  return { groupIds, participantIds };
}
