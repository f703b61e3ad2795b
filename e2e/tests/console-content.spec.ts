import { type Page, expect, test } from '@playwright/test';
import { consoleCall, signInToConsole } from '../support/console';

/** The FAQ questions in the console's list, in order. */
const consoleQuestions = (page: Page) => page.getByRole('list', { name: 'Questions' }).locator('.content-row__title').allTextContents();

test('an owner adds a menu entry, a Markdown page and an FAQ entry, orders the FAQ by keyboard, and a new visitor sees it all', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signInToConsole(page);

  // A channel of its own, so no other journey's view of the demo channels changes while this one runs.
  const key = `content-${Date.now().toString(36)}`;
  await consoleCall(page.request, 'POST', '/channels', { name: 'Riverside Sports', channel_key: key, hostnames: [] });
  await consoleCall(page.request, 'POST', `/channels/${key}/faq`, { question: 'What do I need to watch?', answer: 'A browser.' });

  // Menu: a link to the page made next.
  await page.goto(`/admin/channels/${key}`);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Menus' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(page.getByText('The menu is empty. Add the first entry.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a menu entry' }).click();
  const menuDialog = page.getByRole('dialog', { name: 'New menu entry' });
  await menuDialog.getByLabel('Label').fill('Finals');
  // The page does not exist yet: another path, typed.
  await menuDialog.getByLabel('Page').selectOption({ label: 'Another path…' });
  await menuDialog.getByLabel('Address').fill('finals-week');
  await menuDialog.getByRole('button', { name: 'Save' }).click();
  await expect(menuDialog.getByText('Enter a path of this site starting with /, such as /upcoming')).toBeVisible();
  await menuDialog.getByLabel('Address').fill('/finals-week');
  await menuDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('“Finals” saved')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Menu entries' }).getByText('Finals', { exact: true })).toBeVisible();

  // Page: a path the app already uses is refused with the reason, then the page is written with a preview.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Pages' }).click();
  await page.getByRole('link', { name: 'New page' }).click();
  await page.getByLabel('Title').fill('Finals Week');
  await page.getByLabel('Path').fill('/faq');
  await page.getByRole('textbox', { name: 'Content' }).fill('## Bracket\n\n**Eight** teams play for the title.');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByText('The path /faq is already a screen of the app; choose another path')).toBeVisible();
  await page.getByLabel('Path').fill('/finals-week');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.locator('.markdown-editor__preview').getByRole('heading', { name: 'Bracket' })).toBeVisible();
  await expect(page.locator('.markdown-editor__preview strong')).toHaveText('Eight');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByText('“Finals Week” saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/channels/${key}/content/pages/\\d+$`));

  // FAQ: a second entry, then the two swapped with the keyboard alone.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'FAQ' }).click();
  await page.getByRole('button', { name: 'Add a question' }).click();
  const faqDialog = page.getByRole('dialog', { name: 'New question' });
  await faqDialog.getByLabel('Question').fill('Is there a student price?');
  await faqDialog.getByRole('textbox', { name: 'Answer' }).fill('Yes, **half price** with a school email.');
  await faqDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Question saved')).toBeVisible();
  await expect.poll(() => consoleQuestions(page)).toEqual(['What do I need to watch?', 'Is there a student price?']);

  const handle = page.getByRole('button', { name: 'Move “Is there a student price?”' });
  await handle.focus();
  // Each step waits for what a screen reader is told, as a person waits to see the row move.
  await page.keyboard.press('Space');
  await expect(page.locator('.sortable__row--dragging')).toHaveCount(1);
  await expect(page.getByText('“Is there a student price?” moved to position 2 of 2.')).toBeAttached();
  // dnd-kit listens for the arrow keys from the task after the pick-up: on a busy machine a key pressed as the pick-up
  // is announced can come first and be lost, so it is pressed again until the move is told (at the top, it stays).
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('“Is there a student price?” moved to position 1 of 2.')).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Space');
  await expect(page.getByText('New order saved')).toBeVisible();
  await expect.poll(() => consoleQuestions(page)).toEqual(['Is there a student price?', 'What do I need to watch?']);
  await page.reload();
  await expect.poll(() => consoleQuestions(page)).toEqual(['Is there a student price?', 'What do I need to watch?']);

  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`console-content-faq-${width}.png`), fullPage: true });
  }

  // A new visitor, in a fresh browser context: the menu link, the page rendered, the FAQ in its new order.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const viewer = await visitor.newPage();
  await viewer.goto(`/?channel=${key}`);
  await expect(viewer.getByRole('banner').getByText('Riverside Sports')).toBeVisible();
  await viewer.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Finals' }).click();
  await expect(viewer).toHaveURL(/\/finals-week$/);
  await expect(viewer.getByRole('heading', { level: 1, name: 'Finals Week' })).toBeVisible();
  const article = viewer.getByRole('main').getByRole('article').first();
  await expect(article.getByRole('heading', { name: 'Bracket' })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('Eight');
  await viewer.goto('/faq');
  const questions = viewer.getByRole('main').getByRole('button', { name: /\?$/ });
  await expect(questions.first()).toHaveText('Is there a student price?');
  await expect(questions.nth(1)).toHaveText('What do I need to watch?');
  await questions.first().click();
  await expect(viewer.getByRole('region', { name: 'Is there a student price?' }).locator('strong')).toHaveText('half price');
  await visitor.close();
});

test('the content screens at desktop and tablet widths', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signInToConsole(page);
  const screens: Array<[string, string, string?]> = [
    ['menus', 'Menu', 'Add a menu entry'],
    ['pages', 'Pages'],
    ['faq', 'FAQ', 'Add a question'],
    ['slides', 'Slides', 'Add a slide'],
    ['blocks', 'Static blocks', 'Add a block'],
    ['locations', 'Event locations', 'Add a location'],
    ['prerolls', 'Prerolls', 'Add a preroll'],
    ['contact-form', 'Contact form'],
  ];
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading, add] of screens) {
      await page.goto(`/admin/channels/varsity/content/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.content-state')).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`console-content-${path}-${width}.png`), fullPage: true });
      if (add) {
        await page.getByRole('button', { name: add }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`console-content-${path}-dialog-${width}.png`) });
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    }
    await page.goto('/admin/channels/varsity/content/pages');
    await page.getByRole('link', { name: 'Championships' }).click();
    await expect(page.getByLabel('Path')).toHaveValue('/championships');
    await page.screenshot({ path: testInfo.outputPath(`console-content-page-editor-${width}.png`), fullPage: true });
  }
});
