import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_KEYS, BootstrapData, EventCategory } from './channel';

describe('channel contracts', () => {
  it('bootstrap data has exactly the keys the specification lists', () => {
    expect(Object.keys(BootstrapData.shape).sort()).toEqual([...BOOTSTRAP_KEYS].sort());
  });

  it('bootstrap data rejects unknown keys', () => {
    const result = BootstrapData.safeParse({ surprise: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((i) => i.code === 'unrecognized_keys')).toBe(true);
  });

  it('event categories nest', () => {
    const tree = {
      id: 1, name: 'Basketball', alias: 'basketball', parent_id: null,
      children: [{ id: 2, name: 'Division I', alias: 'basketball-d1', parent_id: 1, children: [] }],
    };
    expect(EventCategory.parse(tree)).toEqual(tree);
    expect(EventCategory.safeParse({ ...tree, children: [{ id: 'x' }] }).success).toBe(false);
  });
});
