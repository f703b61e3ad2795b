import { describe, expect, it } from 'vitest';
import { endpoint, endpointPath } from './endpoint';

const getPackage = endpoint({ method: 'GET', path: '/packages/:id', auth: 'api_key', response: async () => ({ parse: (data) => data }) });

describe('endpointPath', () => {
  it('fills the path parameters, encoded', () => {
    expect(endpointPath(getPackage, { id: 4 })).toBe('/packages/4');
    expect(endpointPath({ path: '/pages/:alias' }, { alias: 'a b/c' })).toBe('/pages/a%20b%2Fc');
  });

  it('refuses a missing parameter', () => {
    expect(() => endpointPath(getPackage)).toThrow('/packages/:id: missing path parameter id');
  });
});
