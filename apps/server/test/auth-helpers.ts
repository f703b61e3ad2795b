import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DialectName } from '../src/db/create-database';
import { getApiKey } from './factories';
import { type TestAppOptions, createTestApp } from './helper';

/** Limits high enough that only the rate-limit suites meet them (these suites ask for many keys). */
export const RELAXED_AUTH_LIMITS = { AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_IDENTIFIER: '100000', API_KEY_ISSUE_LIMIT: '100000' };

export function createAuthTestApp(dialect: DialectName, options: TestAppOptions = {}) {
  return createTestApp(dialect, { ...options, env: { ...RELAXED_AUTH_LIMITS, ...options.env } });
}

export const PASSWORD = 'correct-horse-battery';

/** An address no other test uses. */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Jordan',
    last_name: 'Tester',
    email: uniqueEmail(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    terms: true,
    mailing_opt_in: false,
    ...overrides,
  };
}

export async function post(app: FastifyInstance, url: string, payload: Record<string, unknown>, remoteAddress?: string) {
  const response = await app.inject({ method: 'POST', url, payload, ...(remoteAddress ? { remoteAddress } : {}) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.statusCode, body: response.json() as any, headers: response.headers };
}

export async function get(app: FastifyInstance, url: string, apiKey: string) {
  const response = await app.inject({ method: 'GET', url, query: { api_key: apiKey } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.statusCode, body: response.json() as any };
}

/** Registers through the API on a fresh visitor key; returns the logged-in key and the credentials. */
export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}, channelKey = 'varsity') {
  const { api_key: visitorKey } = await getApiKey(app, channelKey);
  const fields = registration(overrides);
  const response = await post(app, '/api/v2/auth/register', { ...fields, api_key: visitorKey });
  if (response.status !== 200) throw new Error(`register answered ${response.status}: ${JSON.stringify(response.body)}`);
  return { apiKey: response.body.data.api_key as string, userId: response.body.data.user.id as number, email: fields.email, password: fields.password, visitorKey };
}

/** Logs in on a fresh visitor key; returns the whole response. */
export async function login(app: FastifyInstance, email: string, password: string, channelKey = 'varsity') {
  const { api_key } = await getApiKey(app, channelKey);
  return post(app, '/api/v2/auth/login', { api_key, email, password });
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** Extra headers, such as an announcement's List-Unsubscribe. */
  headers: Record<string, string>;
}

/** Mails to `to` in the development mailbox, newest first. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<OutboxMail[]> {
  const response = await app.inject({ method: 'GET', url: '/dev/mail.json', query: { to } });
  if (response.statusCode !== 200) throw new Error(`/dev/mail.json answered ${response.statusCode}`);
  return (response.json() as OutboxMail[]).filter((mail) => mail.to === to);
}

/** The query of the newest mail's link to `path` (e.g. /verify-email), as an object. */
export async function linkParams(app: FastifyInstance, to: string, path: string): Promise<Record<string, string>> {
  for (const mail of await mailsTo(app, to)) {
    const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === path);
    if (link) return Object.fromEntries(link.searchParams);
  }
  throw new Error(`no mail to ${to} links to ${path}`);
}

/** Moves every unused token of a user into the past. */
export async function expireTokens(app: FastifyInstance, userId: number): Promise<void> {
  await sql`update account_tokens set expires_at = ${new Date(Date.now() - 1000).toISOString()} where user_id = ${userId}`.execute(app.database.db);
}
