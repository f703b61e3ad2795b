import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageTooLarge, UnsupportedImage, inspectImage, renderBrandingImage } from './branding-images';

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: '#e4572e' } }).png().toBuffer();
const sizeOf = async (data: Buffer) => {
  const { width, height, format } = await sharp(data).metadata();
  return { width, height, format };
};

describe('branding images', () => {
  it('knows an image by its content, whatever its name', async () => {
    expect((await inspectImage(await png(40, 20))).format).toBe('png');
    expect((await inspectImage(await sharp(await png(40, 20)).jpeg().toBuffer())).format).toBe('jpeg');
    expect((await inspectImage(await sharp(await png(40, 20)).webp().toBuffer())).format).toBe('webp');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#123456"/></svg>');
    expect((await inspectImage(svg)).format).toBe('svg');
  });

  it('refuses text, GIF and files over 5 MB', async () => {
    await expect(inspectImage(Buffer.from('just some text pretending to be a PNG'))).rejects.toBeInstanceOf(UnsupportedImage);
    const gif = await sharp(await png(8, 8)).gif().toBuffer();
    await expect(inspectImage(gif)).rejects.toBeInstanceOf(UnsupportedImage);
    await expect(inspectImage(Buffer.alloc(5 * 1024 * 1024 + 1))).rejects.toBeInstanceOf(ImageTooLarge);
  });

  it('makes a logo at most 512 px wide and a 2x at most 1024, never enlarging a raster', async () => {
    const [one, two] = await renderBrandingImage('logo', await png(2000, 500));
    expect(one!.file).toBe('logo.png');
    expect(await sizeOf(one!.data)).toEqual({ width: 512, height: 128, format: 'png' });
    expect(await sizeOf(two!.data)).toEqual({ width: 1024, height: 256, format: 'png' });

    const [small, smallTwo] = await renderBrandingImage('logo', await png(300, 100));
    expect((await sizeOf(small!.data)).width).toBe(300);
    expect((await sizeOf(smallTwo!.data)).width).toBe(300);
  });

  it('draws an SVG logo sharp at both sizes', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect width="200" height="50" fill="#123456"/></svg>');
    const [one, two] = await renderBrandingImage('logo', svg);
    expect(await sizeOf(one!.data)).toEqual({ width: 200, height: 50, format: 'png' });
    expect(await sizeOf(two!.data)).toEqual({ width: 400, height: 100, format: 'png' });
  });

  it('makes square favicons of 32, 180, 192 and 512 px', async () => {
    const icons = await renderBrandingImage('favicon', await png(300, 200));
    expect(icons.map((icon) => icon.file)).toEqual(['favicon-32.png', 'favicon-180.png', 'favicon-192.png', 'favicon-512.png']);
    for (const [index, size] of [32, 180, 192, 512].entries()) expect(await sizeOf(icons[index]!.data)).toEqual({ width: size, height: size, format: 'png' });
  });
});
