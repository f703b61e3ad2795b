import { describe, expect, it } from 'vitest';
import { memoryLoginFailures } from './login-failures';

describe('login failures in memory', () => {
  it('remembers an address for one identifier until the window ends', async () => {
    let now = 0;
    const failures = memoryLoginFailures(1000, () => now);
    await failures.record('account-a', '10.0.0.1');
    expect(await failures.hasFailed('account-a', '10.0.0.1')).toBe(true);
    expect(await failures.hasFailed('account-a', '10.0.0.2')).toBe(false);
    expect(await failures.hasFailed('account-b', '10.0.0.1')).toBe(false);
    now = 999;
    expect(await failures.hasFailed('account-a', '10.0.0.1')).toBe(true);
    now = 1000;
    expect(await failures.hasFailed('account-a', '10.0.0.1')).toBe(false);
  });
});
