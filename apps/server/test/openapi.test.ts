import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helper';

// The document does not depend on the database, so SQLite alone is enough here.
describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { empty: true });
  });
  afterAll(async () => t.close());

  it('declares OpenAPI 3.1, the version whose schema dialect (JSON Schema 2020-12) the routes use', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
  });

  it('passes a standard OpenAPI validator', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    // validate() throws with every problem it finds; resolving means the document is valid.
    await expect(SwaggerParser.validate(document)).resolves.toMatchObject({ openapi: '3.1.0' });
  });
});
