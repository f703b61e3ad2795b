import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback';

describe('loopback addresses', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1'])('%s is this machine', (address) => {
    expect(isLoopback(address)).toBe(true);
  });

  it.each(['10.0.0.1', '192.168.1.10', '203.0.113.7', '::2', '::', 'fe80::1', '::ffff:10.0.0.1', '128.0.0.1', 'localhost', '127.0.0.1.evil', '', undefined])('%s is not', (address) => {
    expect(isLoopback(address)).toBe(false);
  });
});
