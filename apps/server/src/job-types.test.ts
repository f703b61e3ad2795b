import { describe, expect, it } from 'vitest';
import { JOB_TYPES } from './job-types';

describe('the job registry', () => {
  it('names every kind of job once', () => {
    const names = JOB_TYPES.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses a payload that does not fit the job before it is stored', () => {
    const renewal = JOB_TYPES.find((job) => job.name === 'payments.subscription-renewal')!;
    expect(renewal.payload.safeParse({ orderId: 12 }).success).toBe(true);
    expect(renewal.payload.safeParse({ orderId: '12' }).success).toBe(false);
  });
});
