import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's data layer rules (ADR 0074) must really fire: SQL only in repositories, the disk only where files are the job.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const modulePath = (file: string) => `${repoRoot}/apps/server/src/modules/x/${file}`;
const SQL_MESSAGE = "SQL lives in repositories: move this query into the module's *.repository.ts (or src/db/** for schema and migrations) and call it from here.";

const query = `import type { Kysely } from 'kysely';
export const names = (db: Kysely<{ channels: { name: string } }>) => db.selectFrom('channels').select('name').execute();
`;
const rawSql = `import { sql } from 'kysely';
export const one = sql\`select 1\`;
`;
const diskRead = `import { readFile } from 'node:fs/promises';
export const read = (path: string) => readFile(path, 'utf8');
`;

// One instance: loading the repository's config (the import resolvers) is most of the time a first lint takes.
const eslint = new ESLint({ cwd: repoRoot });

async function messages(code: string, filePath: string, ruleId: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

describe('server data layer', () => {
  it('rejects a query built in a service, saying where it goes', async () => {
    expect(await messages(query, modulePath('x.service.ts'), 'no-restricted-syntax')).toEqual([SQL_MESSAGE]);
  });

  it('allows the same query in a repository', async () => {
    expect(await messages(query, modulePath('x.repository.ts'), 'no-restricted-syntax')).toEqual([]);
  });

  it("rejects kysely's sql tag outside repositories and allows it in one", async () => {
    expect(await messages(rawSql, modulePath('x.routes.ts'), 'no-restricted-imports')).toEqual([
      "'sql' import from 'kysely' is restricted. SQL lives in repositories: write raw SQL in the module's *.repository.ts (or src/db/**) and call it from here.",
    ]);
    expect(await messages(rawSql, modulePath('x.repository.ts'), 'no-restricted-imports')).toEqual([]);
  });

  it('rejects node:fs in a service and allows it in the media store', async () => {
    const [message] = await messages(diskRead, modulePath('x.service.ts'), '@typescript-eslint/no-restricted-imports');
    expect(message).toMatch(/^'node:fs\/promises' import is restricted from being used\. Media goes through the MediaStore/);
    expect(await messages(diskRead, `${repoRoot}/apps/server/src/lib/media-store/x-store.ts`, '@typescript-eslint/no-restricted-imports')).toEqual([]);
  });
}, 120_000);
