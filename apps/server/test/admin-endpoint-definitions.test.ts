/**
 * Every console endpoint definition (`packages/contracts/src/endpoints/admin/*.ts`) names a route the server has:
 * same method, same path under `/api/admin` with the same `:param`s, a session call, and a response contract that
 * loads. A definition whose route is renamed or removed on the server fails here, not in an operator's browser.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Endpoint } from '@ott/contracts/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helper';

const DEFINITIONS_DIR = join(import.meta.dirname, '../../../packages/contracts/src/endpoints/admin');

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && typeof (value as Endpoint).method === 'string' && typeof (value as Endpoint).path === 'string' && typeof (value as Endpoint).response === 'function';

/** Definitions exported directly or grouped in objects (a collection's list, one, create…), with where they come from. */
function definitionsIn(value: unknown, name: string): Array<{ name: string; definition: Endpoint }> {
  if (isEndpoint(value)) return [{ name, definition: value }];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => definitionsIn(inner, `${name}.${key}`));
}

async function allDefinitions() {
  const files = readdirSync(DEFINITIONS_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const modules = await Promise.all(files.map(async (file) => ({ file, exports: (await import(join(DEFINITIONS_DIR, file))) as Record<string, unknown> })));
  return modules.flatMap(({ file, exports }) => definitionsIn(exports, file.replace(/\.ts$/, '')));
}

describe('console endpoint definitions', () => {
  let t: TestApp;
  let definitions: Awaited<ReturnType<typeof allDefinitions>>;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    definitions = await allDefinitions();
  });
  afterAll(async () => t.close());

  it('are found, one file per console area', () => {
    expect(definitions.length).toBeGreaterThan(100);
    expect(new Set(definitions.map(({ name }) => name.split('.')[0]))).toEqual(
      new Set(['account', 'analytics', 'announcements', 'audit', 'branding', 'catalogue', 'channels', 'content', 'customers', 'media', 'offer', 'operators', 'orders', 'promotions', 'transfer', 'scores', 'chat']),
    );
  });

  it('each name a route the server has, by method and path under /api/admin', () => {
    const missing = definitions.filter(({ definition }) => !t.app.hasRoute({ method: definition.method, url: `/api/admin${definition.path}` }));
    expect(missing.map(({ name, definition }) => `${name}: ${definition.method} ${definition.path}`)).toEqual([]);
  });

  it('are session calls whose response contract loads', async () => {
    expect(definitions.filter(({ definition }) => definition.auth !== 'session').map(({ name }) => name)).toEqual([]);
    const schemas = await Promise.all(definitions.map(async ({ definition }) => definition.response()));
    expect(schemas.every((schema) => typeof schema.parse === 'function')).toBe(true);
  });

  it('tell a route with other parameter names or another method from the real one', () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/api/admin/channels/:channel_key/events/:id' })).toBe(true);
    expect(t.app.hasRoute({ method: 'PUT', url: '/api/admin/channels/:channel_key/events/:id' })).toBe(false);
    expect(t.app.hasRoute({ method: 'GET', url: '/api/admin/channels/:channel_key/events/:id/nothing-here' })).toBe(false);
  });
});
