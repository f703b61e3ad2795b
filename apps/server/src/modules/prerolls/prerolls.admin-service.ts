import type { Preroll } from '@ott/contracts';
import { type AdminPrerollInput, PREROLL_MESSAGES } from '@ott/contracts/admin-content';
import { assetIdOfVideo } from '@ott/contracts/admin-media';
import { NotFound, ValidationError } from '../../lib/errors';
import { toPreroll } from '../channel/channel.mappers';
import type { Channel } from '../channel/channel.types';
import type { Change } from '../channel/content.service';
import type { LibraryVideosRepository } from '../media/library-videos.repository';
import { libraryVideoOfPreroll } from './library-prerolls';
import type { PrerollValues, PrerollsRepository } from './prerolls.repository';

/** A library asset as the preroll's media: only the channel's own (and not failed or cancelled). */
type LibraryAssets = Pick<LibraryVideosRepository, 'find'>;

type Repository = Pick<PrerollsRepository, 'listPrerolls' | 'findPrerollRow' | 'insertPreroll' | 'updatePreroll' | 'deletePreroll' | 'locationExists' | 'knownCategories'>;

const NOT_IN_CHANNEL = 'Not found in this channel';

const toValues = (input: AdminPrerollInput): PrerollValues => ({
  url: input.url,
  weight: input.weight,
  location_id: input.location_id,
  // Each category once, in the order chosen.
  event_categories: JSON.stringify([...new Set(input.event_categories)]),
  for_live: input.for_live ? 1 : 0,
  for_vod: input.for_vod ? 1 : 0,
});

/** The console's prerolls of a channel: who sees each (location, categories, live or replay) and its share of the draw. */
export function createPrerollsAdminService({ repository, library }: { repository: Repository; library?: LibraryAssets }) {
  async function check(channel: Channel, input: AdminPrerollInput): Promise<void> {
    const video = libraryVideoOfPreroll(input.url);
    const assetId = video === null ? null : assetIdOfVideo(video);
    if (assetId !== null && !(library && (await library.find(channel.id, assetId)))) throw new ValidationError({ url: [NOT_IN_CHANNEL] });
    if (input.location_id !== null && !(await repository.locationExists(channel.id, input.location_id))) throw new ValidationError({ location_id: [PREROLL_MESSAGES.unknownLocation] });
    const known = await repository.knownCategories(channel.id, input.event_categories);
    if (input.event_categories.some((id) => !known.has(id))) throw new ValidationError({ event_categories: [PREROLL_MESSAGES.unknownCategory] });
  }

  return {
    list: async (channel: Channel): Promise<Preroll[]> => (await repository.listPrerolls(channel.id)).map(toPreroll),

    async get(channel: Channel, id: number): Promise<Preroll> {
      const row = await repository.findPrerollRow(channel.id, id);
      if (!row) throw new NotFound();
      return toPreroll(row);
    },

    async create(channel: Channel, input: AdminPrerollInput): Promise<Preroll> {
      await check(channel, input);
      return toPreroll(await repository.insertPreroll(channel.id, toValues(input)));
    },

    async update(channel: Channel, id: number, input: AdminPrerollInput): Promise<Change<Preroll>> {
      const before = await repository.findPrerollRow(channel.id, id);
      if (!before) throw new NotFound();
      await check(channel, input);
      const after = await repository.updatePreroll(channel.id, id, toValues(input));
      if (!after) throw new NotFound();
      return { before: toPreroll(before), after: toPreroll(after) };
    },

    async remove(channel: Channel, id: number): Promise<Preroll> {
      const before = await repository.findPrerollRow(channel.id, id);
      if (!before || !(await repository.deletePreroll(channel.id, id))) throw new NotFound();
      return toPreroll(before);
    },
  };
}
export type PrerollsAdminService = ReturnType<typeof createPrerollsAdminService>;
