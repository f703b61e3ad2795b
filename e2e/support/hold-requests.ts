import type { Page } from '@playwright/test';

/** Holds every request to `url` (a glob) until the returned function is called; then they, and later ones, go through. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
