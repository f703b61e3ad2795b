import { type Locator, type Page, expect } from '@playwright/test';
import { mp4Seconds } from './mp4';

/** Downloads a clip from its card in /profile/clips and returns the MP4's length in seconds. */
export async function downloadedClipSeconds(page: Page, card: Locator, name: string): Promise<number> {
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.mp4$/);
  return mp4Seconds((await download.path())!);
}

/** Deletes a clip from its card in /profile/clips, confirming, and waits for the card to go. */
export async function deleteClip(page: Page, card: Locator, name: string): Promise<void> {
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete this clip?' }).getByRole('button', { name: 'Delete clip' }).click();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
}
