import { expect, test, type Page } from '@playwright/test';

async function activeSlidePicture(page: Page) {
  const picture = page.locator('.hero__slide.is-active .hero__art img');
  await expect(picture).toBeVisible();
  // Layout sizes (offset*), not the on-screen box: the frame is drawn with a slight 3D tilt on wide screens.
  return picture.evaluate((img: HTMLImageElement) => {
    const frame = img.parentElement!;
    return {
      loaded: img.complete && img.naturalWidth > 0,
      frame: { width: frame.offsetWidth, height: frame.offsetHeight },
      box: { width: img.offsetWidth, height: img.offsetHeight },
    };
  });
}

for (const width of [1366, 375]) {
  test(`the home hero shows the whole slide picture in its frame at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const { loaded, frame, box } = await activeSlidePicture(page);
    expect(loaded).toBe(true);
    // The picture fills its 16:9 frame exactly: not cropped to a sliver of its middle, not overflowing.
    expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThanOrEqual(1);
    expect(box.height).toBeLessThanOrEqual(frame.height + 1);
    expect(box.width).toBeLessThanOrEqual(frame.width + 1);
  });
}
