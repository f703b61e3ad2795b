import { CustomForm } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyedGetter } from './catalogue-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

describe.each(dialects)('custom forms on %s', (dialect) => {
  let t: TestApp;
  let get: ReturnType<typeof keyedGetter>;
  let apiKey: string;
  const submit = (alias: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/custom-forms/${alias}`, payload: { api_key: apiKey, ...payload } });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    get = keyedGetter(t.app);
    apiKey = (await getApiKey(t.app)).api_key;
  });
  afterAll(async () => t.close());

  it('describes the contact form of each channel', async () => {
    const form = CustomForm.parse((await get('/api/custom-forms/contact')).body.data);
    expect(form.fields.map((field) => [field.name, field.type, field.required])).toEqual([
      ['name', 'text', true],
      ['email', 'email', true],
      ['topic', 'select', false],
      ['message', 'textarea', true],
    ]);
    expect(CustomForm.parse((await get('/api/custom-forms/contact', {}, { channel: 'universitaire' })).body.data).title).toBe('Nous joindre');
  });

  it('answers an unknown form with 404, and a malformed alias with 400', async () => {
    expect((await get('/api/custom-forms/feedback')).status).toBe(404);
    expect((await submit('feedback', { name: 'x' })).statusCode).toBe(404);
    expect((await get('/api/custom-forms/bad%20alias')).status).toBe(400);
  });

  it('stores a valid submission for the operator', async () => {
    const response = await submit('contact', { name: 'Dana Reyes', email: 'dana@example.com', topic: 'billing', message: 'My pass does not show up in my profile.' });
    expect(response.statusCode).toBe(200);
    const { id } = response.json().data;
    const stored = await t.db.selectFrom('custom_form_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.answers)).toEqual({ name: 'Dana Reyes', email: 'dana@example.com', topic: 'billing', message: 'My pass does not show up in my profile.' });
    expect(stored.answers).not.toContain(apiKey);
  });

  it('rejects an invalid submission with per-field messages and stores nothing', async () => {
    const before = await t.db.selectFrom('custom_form_submissions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const response = await submit('contact', { email: 'not-an-email', topic: 'lottery', message: 'hi' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        name: ['Field is required'],
        email: ['A valid email address is required'],
        topic: ['Field value is invalid'],
        message: ['Field length must be greater than 9'],
      },
    });
    const after = await t.db.selectFrom('custom_form_submissions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('needs an api_key in the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/custom-forms/contact', payload: { name: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});
