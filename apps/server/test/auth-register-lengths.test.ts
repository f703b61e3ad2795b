import { registrationBoundaryCases } from '@ott/contracts/field-rules.boundaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiKey } from './factories';
import { type TestApp } from './helper';
import { createAuthTestApp, post, registration } from './auth-helpers';

describe('registration length rules on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it.each(registrationBoundaryCases)('$field with $input.length characters → $message, as the browser says', async ({ field, input, message }) => {
    const fields = field === 'password' ? { password: input, password_confirmation: input } : { [field]: input };
    const response = await post(t.app, '/api/v2/auth/register', { ...registration(fields), api_key: (await getApiKey(t.app)).api_key });
    if (message === null) expect(response.status, JSON.stringify(response.body)).toBe(200);
    else {
      expect(response.status).toBe(400);
      expect(response.body.errors[field]).toEqual([message]);
    }
  });
});
