import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Only the data layer may see a driver's unique violation; services get 'exists' from their repository.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const probe = "import { isUniqueViolation } from '../../db/unique-violation';\nexport const check = isUniqueViolation;\n";

async function boundaryErrors(filePath: string) {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(probe, { filePath: `${repoRoot}/apps/server/src/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('unique violations stay in the data layer', () => {
  it('reports a service importing db/unique-violation', async () => {
    expect(await boundaryErrors('modules/users/profile.service.ts')).toEqual([
      "Unexpected path \"../../db/unique-violation\" imported in restricted zone. Only repositories see driver errors: have the repository answer 'exists' (db/unique-violation unlessExists) and turn that into an AppError here.",
    ]);
  });

  it('allows repositories', async () => {
    expect(await boundaryErrors('modules/users/users.repository.ts')).toEqual([]);
    expect(await boundaryErrors('modules/vod/vod-writes.repository.ts')).toEqual([]);
  });
}, 60_000);
