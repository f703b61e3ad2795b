import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { apiKeyFor } from './catalogue';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  created_at: string;
}

/** A unique address per test run, so journeys never collide with each other or with earlier runs. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Waits for the newest mail to `to` in the development mailbox and returns it. */
export async function mailTo(request: APIRequestContext, to: string, subject?: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/mail.json', { params: { to } });
        const mails = (await res.json()) as OutboxMail[];
        found = mails.find((mail) => mail.to === to && (!subject || subject.test(mail.subject)));
        return Boolean(found);
      },
      { message: `a mail to ${to}`, timeout: 30_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** The first link of a mail that leads to `path` on the app, as a path + query the page can open. */
export function linkTo(mail: OutboxMail, path: string): string {
  const link = mail.links.map((href) => new URL(href, 'http://localhost')).find((url) => url.pathname === path);
  if (!link) throw new Error(`no ${path} link in "${mail.subject}": ${mail.links.join(', ')}`);
  return `${link.pathname}${link.search}`;
}

/** Registers an account through the API, as the registration form does; returns its credentials. */
export async function registerAccount(request: APIRequestContext, label: string, channelKey = 'varsity') {
  const email = uniqueEmail(label);
  const password = 'correct-horse-battery';
  const api_key = await apiKeyFor(request, channelKey);
  const res = await request.post('/api/v2/auth/register', {
    data: { api_key, first_name: 'Jordan', last_name: 'Tester', email, password, password_confirmation: password, terms: true, mailing_opt_in: false },
  });
  if (!res.ok()) throw new Error(`register answered ${res.status()}: ${await res.text()}`);
  return { email, password };
}

/** Signs in through the login form, as a person does, and waits to leave the login page. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
