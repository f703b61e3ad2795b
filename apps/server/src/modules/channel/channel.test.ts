import { describe, expect, it } from 'vitest';
import { createChannelDirectory } from './channel-directory';
import { nestCategories } from './channel.mappers';
import type { Channel } from './channel.types';

describe('nestCategories', () => {
  it('builds the tree in row order and keeps orphans as roots', () => {
    const tree = nestCategories([
      { id: 1, name: 'Basketball', alias: 'basketball', parent_id: null },
      { id: 2, name: 'Division I', alias: 'bb-1', parent_id: 1 },
      { id: 3, name: 'Division II', alias: 'bb-2', parent_id: 1 },
      { id: 4, name: 'Orphan', alias: 'orphan', parent_id: 99 },
    ]);
    expect(tree.map((node) => node.alias)).toEqual(['basketball', 'orphan']);
    expect(tree[0]?.children.map((node) => node.alias)).toEqual(['bb-1', 'bb-2']);
  });
});

describe('channel directory', () => {
  const channel = { id: 1, key: 'demo', hostnames: ['Demo.Example'] } as Channel;

  it('loads once, answers by key, id and hostname, and reloads after invalidate', async () => {
    let loads = 0;
    const directory = createChannelDirectory(async () => {
      loads += 1;
      return [channel];
    });
    expect(await directory.findByKey('demo')).toBe(channel);
    expect(await directory.findById(1)).toBe(channel);
    expect(await directory.findByHostname('demo.example')).toBe(channel);
    expect(await directory.findByKey('unknown')).toBeNull();
    expect(loads).toBe(1);
    directory.invalidate();
    await directory.findByKey('demo');
    expect(loads).toBe(2);
  });

  it('does not remember a failed load', async () => {
    let fail = true;
    const directory = createChannelDirectory(async () => {
      if (fail) throw new Error('down');
      return [channel];
    });
    await expect(directory.findByKey('demo')).rejects.toThrow('down');
    fail = false;
    expect(await directory.findByKey('demo')).toBe(channel);
  });
});
