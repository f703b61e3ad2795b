import type { MediaMarker, MediaMarkerInput } from '@ott/contracts/admin-media';
import { NotFound, ValidationError } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import { type AssetRow, toMarker } from './library.mappers';
import type { LibraryRepository } from './library.repository';

/** Named moments of a replay (kick-off, half-time, goals), which viewers jump to and clips may start at. */
export function createLibraryMarkers({ repository, rowOf, changed, now = () => new Date() }: {
  repository: LibraryRepository;
  rowOf: (channel: Channel, id: number) => Promise<AssetRow>;
  changed: (channelId: number) => Promise<void>;
  now?: () => Date;
}) {
  /** A marker past the end of a probed video is refused; before probing any time is taken. */
  function checkSeconds(asset: AssetRow, seconds: number | undefined) {
    if (seconds === undefined || asset.duration === null || seconds <= Number(asset.duration)) return;
    throw new ValidationError({ seconds: [`Must be within the video (at most ${Math.floor(Number(asset.duration))} seconds)`] });
  }
  async function markerOf(asset: AssetRow, markerId: number) {
    const marker = await repository.findMarker(asset.id, markerId);
    if (!marker) throw new NotFound();
    return toMarker(marker);
  }

  return {
    async list(channel: Channel, assetId: number): Promise<MediaMarker[]> {
      const asset = await rowOf(channel, assetId);
      return (await repository.markersOf([asset.id])).map(toMarker);
    },

    async add(channel: Channel, assetId: number, input: MediaMarkerInput): Promise<MediaMarker> {
      const asset = await rowOf(channel, assetId);
      checkSeconds(asset, input.seconds);
      const id = await repository.insertMarker({ asset_id: asset.id, name: input.name, seconds: input.seconds, created_at: now().toISOString() });
      await changed(channel.id);
      return markerOf(asset, id);
    },

    async update(channel: Channel, assetId: number, markerId: number, patch: Partial<MediaMarkerInput>) {
      const asset = await rowOf(channel, assetId);
      const before = await markerOf(asset, markerId);
      checkSeconds(asset, patch.seconds);
      const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      if (Object.keys(values).length) await repository.updateMarker(before.id, values);
      await changed(channel.id);
      return { before, after: await markerOf(asset, before.id) };
    },

    async remove(channel: Channel, assetId: number, markerId: number): Promise<MediaMarker> {
      const asset = await rowOf(channel, assetId);
      const before = await markerOf(asset, markerId);
      await repository.deleteMarker(before.id);
      await changed(channel.id);
      return before;
    },
  };
}
export type LibraryMarkers = ReturnType<typeof createLibraryMarkers>;
