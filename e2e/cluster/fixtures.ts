import { readFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import type { ClusterState } from '../../scripts/cluster/run.mjs';

/** The cluster the global setup started: read when a test runs (the setup runs after the test files are listed). */
export const test = base.extend<{ cluster: ClusterState }>({
  // eslint-disable-next-line no-empty-pattern
  cluster: async ({}, use) => {
    const file = process.env.CLUSTER_STATE;
    if (!file) throw new Error('CLUSTER_STATE is not set: run these tests with -c e2e/cluster/cluster.config.ts');
    await use(JSON.parse(readFileSync(file, 'utf8')) as ClusterState);
  },
  baseURL: async ({ cluster }, use) => use(cluster.url),
});
export { expect };

export interface ConsoleSession {
  cookie: string;
  csrf: string;
}

/** The demo owner's console session opened on one instance (its cookie and CSRF token), as the console's sign-in does. */
export async function consoleSessionOn(baseUrl: string): Promise<ConsoleSession> {
  const response = await fetch(`${baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.test', password: 'run-the-channel' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';', 1)[0]).join('; ');
  const { csrf_token } = ((await response.json()) as { data: { csrf_token: string } }).data;
  return { cookie, csrf: csrf_token };
}

/** A console API call (`/api/admin<path>`) on one instance; resolves with the answer's status and `data`. */
export async function consoleFetch(baseUrl: string, session: ConsoleSession, method: string, path: string, body?: unknown): Promise<{ status: number; data: unknown }> {
  const response = await fetch(`${baseUrl}/api/admin${path}`, {
    method,
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { data?: unknown };
  return { status: response.status, data: payload.data ?? payload };
}

/** A viewer's API key for a channel, asked of one instance. */
export async function apiKeyOn(baseUrl: string, channelKey = 'varsity'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/get_api_key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ channel_key: channelKey }) });
  return ((await response.json()) as { data: { api_key: string } }).data.api_key;
}
