import sharp from 'sharp';

/**
 * Where a picture's WebP is kept: beside its JPEG, under the same name (`poster.jpg` → `poster.webp`). The media host
 * sends it in the JPEG's place to a browser that takes WebP (media-files.ts, `sendPoster`); null for other files.
 * docs/decisions/0099.
 */
export function webpKeyOf(key: `${string}.jpg`): string;
export function webpKeyOf(key: string): string | null;
export function webpKeyOf(key: string): string | null {
  return key.endsWith('.jpg') ? `${key.slice(0, -'.jpg'.length)}.webp` : null;
}

/**
 * The WebP of a picture (a JPEG, or generated art's SVG), at libwebp's usual quality: a third of a demo poster's bytes,
 * where Lighthouse's audit asks for it.
 */
export const webpOf = (picture: Buffer | string): Promise<Buffer> => sharp(picture).webp({ quality: 75 }).toBuffer();

/** Whether a request's Accept names WebP, as every browser's image requests do. */
export const takesWebp = (accept: string | undefined): boolean => /\bimage\/webp\b/.test(accept ?? '');
