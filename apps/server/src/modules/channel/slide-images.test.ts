import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderSlideImage } from './slide-images';

const size = async (data: Buffer) => {
  const { format, width, height } = await sharp(data).metadata();
  return { format, width, height };
};

describe('slide pictures', () => {
  it('narrows a wide picture to 1920 px, keeping its shape, as WebP', async () => {
    const png = await sharp({ create: { width: 3840, height: 1280, channels: 3, background: '#0b2545' } }).png().toBuffer();
    expect(await size(await renderSlideImage(png))).toEqual({ format: 'webp', width: 1920, height: 640 });
  });

  it('never enlarges a small picture', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 300, channels: 3, background: '#e4572e' } }).jpeg().toBuffer();
    expect(await size(await renderSlideImage(jpeg))).toEqual({ format: 'webp', width: 800, height: 300 });
  });

  it('draws a vector at the full width', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#c8102e"/></svg>');
    expect(await size(await renderSlideImage(svg))).toEqual({ format: 'webp', width: 1920, height: 640 });
  });

  it('refuses bytes that are no picture', async () => {
    await expect(renderSlideImage(Buffer.from('hello'))).rejects.toMatchObject({ statusCode: 400, errors: { file: ['The file is not a PNG, JPEG, WebP or SVG image'] } });
  });
});
