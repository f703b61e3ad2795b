import { afterEach, describe, expect, it } from 'vitest';
import { JOB_TYPES } from '../src/job-types';
import { createTestApp, type TestApp } from './helper';

const sandboxJobs = ['payments.sandbox-settle', 'payments.sandbox-refund'];
const stripe = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_fake' };

// Wiring only: the database is never read, so SQLite is enough.
describe('every declared job type has a handler', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it.each([
    ['the sandbox payment provider, no SMTP', {}, JOB_TYPES.map((job) => job.name)],
    ['Stripe and SMTP', { ...stripe, SMTP_URL: 'smtp://127.0.0.1:1' }, JOB_TYPES.map((job) => job.name).filter((name) => !sandboxJobs.includes(name))],
  ])('with %s', async (_name, env, expected) => {
    t = await createTestApp('sqlite', { env, empty: true });
    expect(t.app.queue.unhandled()).toEqual([]);
    expect(t.app.queue.handled()).toEqual(expected);
  });
});
