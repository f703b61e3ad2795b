import { expect, test } from '@playwright/test';
import { apiGet } from '../support/catalogue';

test('the FAQ opens an answer', async ({ page, request }) => {
  const { data: faq } = await apiGet<Array<{ question: string; answer: string; weight: number }>>(request, '/api/faq', { channel_key: 'varsity' });
  const first = [...faq].sort((a, b) => b.weight - a.weight)[0]!;
  await page.goto('/faq');
  const question = page.getByRole('button', { name: first.question });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const firstWords = first.answer.replace(/[*_`#[\]]/g, '').split(/\s+/).slice(0, 4).join(' ');
  await expect(page.getByRole('region', { name: first.question })).toContainText(firstWords);
});

test('a custom page from the channel’s page list has its own route with the schedule view', async ({ page, request }) => {
  const { data: pages } = await apiGet<Array<{ name: string; url: string }>>(request, '/api/pages', { channel_key: 'varsity' });
  const builtIn = ['/about', '/privacy_policy', '/terms_conditions'];
  const custom = pages.find((candidate) => !builtIn.includes(candidate.url))!;
  await page.goto(custom.url);
  await expect(page.getByRole('heading', { level: 1, name: custom.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(custom.name));
  await expect(page.getByRole('region', { name: 'Event filters' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});
