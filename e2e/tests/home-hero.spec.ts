import { expect, test, type Page } from '@playwright/test';

// What moves on its own is what these journeys check: the rest run with reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

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

// A badge that pulses for as long as an event is live must not repaint the page on every frame: what runs on its own on
// the loaded home page and schedule animates transform and opacity only, which the compositor moves without a repaint.
// A hero slide changing as the page is read also turns visibility, which flips once at the end, not every frame.
test('what animates on its own on home and the schedule moves by transform and opacity only', async ({ page }) => {
  for (const path of ['/', '/schedule']) {
    await page.goto(path);
    await expect(page.locator('.live-dot').first()).toBeVisible();
    // Loading placeholders shimmer only while the page loads: judged once they are gone.
    await expect(page.locator('[aria-busy="true"], .skeleton, .spinner')).toHaveCount(0);
    const animated = await page.evaluate(() =>
      document.getAnimations().flatMap((animation) => {
        const effect = animation.effect as KeyframeEffect | null;
        const properties = (effect?.getKeyframes() ?? []).flatMap((frame) => Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)));
        return [...new Set(properties)].map((property) => `${(animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? 'script'}: ${property}`);
      }),
    );
    expect(animated.length, `${path}: something pulses`).toBeGreaterThan(0);
    expect(animated.filter((entry) => !/: (transform|opacity|visibility)$/.test(entry)), path).toEqual([]);
  }
});
