import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOB_TYPES } from './job-types';

/** Every `jobType('name', …)` made in the server's source: what some module can enqueue. */
function jobTypesInSource(dir = import.meta.dirname): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jobTypesInSource(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/\bjobType\(\s*'([^']+)'/g)].map((match) => match[1]!);
  });
}

describe('the job registry', () => {
  it('names every kind of job once', () => {
    const names = JOB_TYPES.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('declares every job type a module makes (the registry refuses to enqueue or run any other)', () => {
    const made = jobTypesInSource();
    expect(made).toContain('payments.sandbox-refund');
    expect(JOB_TYPES.map((job) => job.name).sort()).toEqual([...new Set(made)].sort());
  });

  it('refuses a payload that does not fit the job before it is stored', () => {
    const renewal = JOB_TYPES.find((job) => job.name === 'payments.subscription-renewal')!;
    expect(renewal.payload.safeParse({ orderId: 12 }).success).toBe(true);
    expect(renewal.payload.safeParse({ orderId: '12' }).success).toBe(false);
  });
});
