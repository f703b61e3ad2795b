import { BRANDING_CODES, BRANDING_UPLOAD_MAX_BYTES, type BrandingImageKind } from '@ott/contracts/admin-branding';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

/** One PNG made from an upload, named as it is stored (`logo.png`, `favicon-32.png`, …). */
export interface Rendition {
  file: string;
  data: Buffer;
}

const ACCEPTED = new Set(['png', 'jpeg', 'webp', 'svg']);
/** Decompression bombs stop here: about 40 megapixels is far beyond any logo. */
const MAX_INPUT_PIXELS = 40_000_000;
export const LOGO_WIDTH = 512;
export const FAVICON_SIZES = [32, 180, 192, 512] as const;

export class UnsupportedImage extends AppError {
  constructor() {
    const message = 'The file is not a PNG, JPEG, WebP or SVG image';
    super(400, BRANDING_CODES.unsupportedImage, message, { file: [message] });
  }
}

export class ImageTooLarge extends AppError {
  constructor() {
    const message = `The image is larger than ${BRANDING_UPLOAD_MAX_BYTES / 1024 / 1024} MB`;
    super(413, BRANDING_CODES.imageTooLarge, message, { file: [message] });
  }
}

interface Source {
  format: 'png' | 'jpeg' | 'webp' | 'svg';
  width: number;
  height: number;
}

/** What the bytes are, whatever the file is called: PNG, JPEG, WebP or SVG, or UnsupportedImage. */
export async function inspectImage(input: Buffer): Promise<Source> {
  if (input.length > BRANDING_UPLOAD_MAX_BYTES) throw new ImageTooLarge();
  const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => {
      throw new UnsupportedImage();
    });
  if (!metadata.format || !ACCEPTED.has(metadata.format) || !metadata.width || !metadata.height) throw new UnsupportedImage();
  return { format: metadata.format as Source['format'], width: metadata.width, height: metadata.height };
}

/** A vector is drawn at the density that gives at least `width` pixels; a raster is read as it is. */
function load(input: Buffer, source: Source, width: number) {
  const density = source.format === 'svg' ? Math.min(2400, Math.max(72, Math.ceil((72 * width) / source.width))) : undefined;
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, ...(density ? { density } : {}) });
}

async function decode<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch {
    throw new UnsupportedImage();
  }
}

/**
 * The header logo at most 512 px wide, and a 2x for high-density screens (at most twice that; a raster is never
 * enlarged, a vector is drawn at the size asked). PNG keeps transparency; metadata is dropped.
 */
async function logoRenditions(input: Buffer, source: Source): Promise<Rendition[]> {
  const vector = source.format === 'svg';
  const oneX = Math.min(LOGO_WIDTH, source.width);
  const twoX = vector ? oneX * 2 : Math.min(oneX * 2, source.width);
  const render = (width: number) =>
    decode(
      load(input, source, width)
        .resize({ width, withoutEnlargement: !vector })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
  const [one, two] = await Promise.all([render(oneX), render(twoX)]);
  return [
    { file: 'logo.png', data: one },
    { file: 'logo-2x.png', data: two },
  ];
}

/** Square PNG icons (32 tab, 180 Apple touch, 192 and 512 app icons): the picture fitted whole on a transparent square. */
async function faviconRenditions(input: Buffer, source: Source): Promise<Rendition[]> {
  return Promise.all(
    FAVICON_SIZES.map(async (size) => ({
      file: `favicon-${size}.png`,
      data: await decode(
        load(input, source, size)
          .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      ),
    })),
  );
}

export async function renderBrandingImage(kind: BrandingImageKind, input: Buffer): Promise<Rendition[]> {
  const source = await inspectImage(input);
  return kind === 'logo' ? logoRenditions(input, source) : faviconRenditions(input, source);
}
