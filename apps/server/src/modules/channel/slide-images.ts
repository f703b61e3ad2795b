import { publishData } from '../../lib/media-store/publish-data';
import { createHash } from 'node:crypto';
import { SLIDE_IMAGE_WIDTH } from '@ott/contracts/admin-content';
import sharp from 'sharp';
import type { MediaStore } from '../../lib/media-store/media-store';
import { UnsupportedImage, inspectImage } from './branding-images';

/** Where slide pictures live in the media store, and under which path the media host serves them. */
export const SLIDES_PREFIX = 'slides';
export const SLIDES_URL_PREFIX = '/media/slides';
export const SLIDE_FILE = /^[0-9a-f]{16}\.webp$/;

/** A hero banner at most 1920 px wide (never enlarged; a vector drawn at that width), as WebP without metadata. */
export async function renderSlideImage(input: Buffer): Promise<Buffer> {
  const source = await inspectImage(input);
  const width = Math.min(SLIDE_IMAGE_WIDTH, source.format === 'svg' ? SLIDE_IMAGE_WIDTH : source.width);
  const density = source.format === 'svg' ? Math.min(2400, Math.max(72, Math.ceil((72 * width) / source.width))) : undefined;
  try {
    return await sharp(input, { limitInputPixels: 40_000_000, ...(density ? { density } : {}) })
      .rotate()
      .resize({ width, withoutEnlargement: source.format !== 'svg' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new UnsupportedImage();
  }
}

/**
 * Publishes a slide picture under a name made of its content (`slides/<channel>/<hash>.webp`), so each picture is
 * cached for good, and gives its address on the media host.
 */
export function createSlideImages({ store, mediaOrigin }: { store: MediaStore; mediaOrigin: string }) {
  return {
    async publish(channelKey: string, input: Buffer): Promise<string> {
      const data = await renderSlideImage(input);
      const file = `${createHash('sha256').update(data).digest('hex').slice(0, 16)}.webp`;
      const key = `${SLIDES_PREFIX}/${channelKey}/${file}`;
      if (!(await store.exists(key))) await publishData(store, key, data);
      return `${mediaOrigin}${SLIDES_URL_PREFIX}/${channelKey}/${file}`;
    },
  };
}
export type SlideImages = ReturnType<typeof createSlideImages>;
