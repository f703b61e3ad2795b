import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Features may share components/ and lib/, never each other (the lint rule must really fire).
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const probe = (from: string) => `import { HomePage } from '${from}';\nexport const page = HomePage;\n`;

async function restrictedPathErrors(code: string, filePath: string) {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths');
}

describe('feature boundaries', () => {
  it('rejects one feature importing another', async () => {
    const errors = await restrictedPathErrors(probe('../../home/routes'), `${repoRoot}/apps/web/src/features/faq/routes/probe.tsx`);
    expect(errors).toHaveLength(1);
  });

  it('allows a feature to import its own modules', async () => {
    const errors = await restrictedPathErrors(probe('../../home/routes'), `${repoRoot}/apps/web/src/features/home/components/probe.tsx`);
    expect(errors).toHaveLength(0);
  });

  it('rejects the viewer app importing the operator console', async () => {
    const eslint = new ESLint({ cwd: repoRoot });
    const [result] = await eslint.lintText(probe('../../../../console/src/lib/api'), { filePath: `${repoRoot}/apps/web/src/features/home/components/probe.tsx` });
    expect((result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports')).toHaveLength(1);
  });
}, 30_000);
