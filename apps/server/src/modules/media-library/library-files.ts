import { publishData } from '../../lib/media-store/publish-data';
import type { MediaStore } from '../../lib/media-store/media-store';
import { LIBRARY_FILES, libraryKey } from './library-keys';
import { type MasterCaption, libraryMasterPlaylist } from './library-master';
import { type AssetRow, renditionsOf } from './library.mappers';

/** The console's writes to an asset's files in the media store (captions, posters, the master playlist). */
export function createLibraryFiles(store: MediaStore) {
  const publish = (assetId: number, file: string, data: string | Buffer) => publishData(store, libraryKey(assetId, file), data);

  return {
    publish,

    /** One file's bytes, or null when the asset has no such file. */
    read: (assetId: number, file: string): Promise<Buffer | null> =>
      store.read(libraryKey(assetId, file)),

    remove: (assetId: number, file: string) => store.remove(libraryKey(assetId, file)),
    /** Every file of the asset. */
    removeAll: (assetId: number) => store.remove(`${libraryKey(assetId)}/`),

    /**
     * Writes the master playlist again with the asset's captions as subtitle renditions, once the transcoder has
     * published renditions (before that, the transcoder writes it and reads the captions itself).
     */
    async rewriteMaster(asset: Pick<AssetRow, 'id' | 'renditions'>, captions: readonly MasterCaption[]): Promise<boolean> {
      const renditions = renditionsOf(asset);
      if (renditions.length === 0) return false;
      await publish(asset.id, LIBRARY_FILES.master, libraryMasterPlaylist(renditions, captions));
      return true;
    },
  };
}
export type LibraryFiles = ReturnType<typeof createLibraryFiles>;
