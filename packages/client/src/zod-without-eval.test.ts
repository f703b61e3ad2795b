import { describe, expect, it } from 'vitest';
import './zod-without-eval';

describe('Zod without eval', () => {
  it('is configured jitless, so it never probes `new Function` under the CSP', async () => {
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
