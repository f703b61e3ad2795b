import sharp from 'sharp';
import { ValidationError } from '../../lib/errors';
import { inspectImage } from '../channel/branding-images';
import { webpKeyOf, webpOf } from '../media/picture-webp';
import { LIBRARY_FILES } from './library-keys';
import type { LibraryFiles } from './library-files';
import type { AssetRow } from './library.mappers';

export const POSTER_WIDTH = 1280;
export const THUMBNAIL_WIDTH = 480;
const NO_CANDIDATE = 'No such poster candidate';

/** JPEG at most `width` wide (never enlarged), metadata dropped. */
const jpeg = (input: Buffer, width: number) => sharp(input).rotate().resize({ width, withoutEnlargement: true }).flatten({ background: '#000000' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();

/** An asset's poster (media kind 1) and thumbnail (kind 5): a candidate the transcoder made, or the operator's own picture. */
export function createLibraryPosters(files: LibraryFiles) {
  async function publish(assetId: number, poster: Buffer, thumbnailSource: Buffer) {
    // The WebP first: a browser that takes it is sent it in the JPEG's place, so it never lags the poster.
    await files.publish(assetId, webpKeyOf(LIBRARY_FILES.poster), await webpOf(poster));
    await files.publish(assetId, LIBRARY_FILES.poster, poster);
    await files.publish(assetId, LIBRARY_FILES.thumbnail, await jpeg(thumbnailSource, THUMBNAIL_WIDTH));
  }

  return {
    /** Copies `posters/<n>.jpg` to `poster.jpg` and makes the thumbnail from it. */
    async choose(asset: Pick<AssetRow, 'id' | 'poster_candidates'>, candidate: number): Promise<void> {
      if (candidate >= asset.poster_candidates) throw new ValidationError({ candidate: [NO_CANDIDATE] });
      const picture = await files.read(asset.id, LIBRARY_FILES.posterCandidate(candidate));
      if (!picture) throw new ValidationError({ candidate: [NO_CANDIDATE] });
      await publish(asset.id, picture, picture);
    },

    /** The operator's picture (PNG, JPEG, WebP or SVG, checked by content) as a JPEG poster at most 1280 px wide. */
    async upload(assetId: number, input: Buffer): Promise<void> {
      await inspectImage(input);
      const poster = await jpeg(input, POSTER_WIDTH);
      await publish(assetId, poster, poster);
    },
  };
}
export type LibraryPosters = ReturnType<typeof createLibraryPosters>;
