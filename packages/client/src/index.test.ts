import { describe, expect, it } from 'vitest';
import * as kit from './index';

describe('@ott/client', () => {
  it('is imported by module, so its index exports nothing', () => {
    expect(Object.keys(kit)).toEqual([]);
  });
});
