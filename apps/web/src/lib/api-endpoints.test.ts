import { listViewerEndpoints } from '@ott/contracts/endpoints/viewer/index';
import { describe, expect, it } from 'vitest';
import { policyFor } from './api-endpoints';

describe('the key policy and the endpoint definitions', () => {
  it.each(listViewerEndpoints())('%s: carries the credential its definition names', (_name, definition) => {
    expect(policyFor(definition.path, definition.method).keyExempt).toBe(definition.auth === 'channel_key');
  });
});
