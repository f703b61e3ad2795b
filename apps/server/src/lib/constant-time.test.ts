import { describe, expect, it } from 'vitest';
import { constantTimeEqual } from './constant-time';

describe('constantTimeEqual', () => {
  it('is true for equal strings and equal buffers', () => {
    expect(constantTimeEqual('csrf-token-1', 'csrf-token-1')).toBe(true);
    expect(constantTimeEqual(Buffer.from('ab01', 'hex'), Buffer.from('AB01', 'hex'))).toBe(true);
  });

  it('is false for different values of the same length', () => {
    expect(constantTimeEqual('csrf-token-1', 'csrf-token-2')).toBe(false);
    expect(constantTimeEqual(Buffer.from([1, 2]), Buffer.from([1, 3]))).toBe(false);
  });

  it('is false, without throwing, for different lengths', () => {
    expect(constantTimeEqual('token', 'token-longer')).toBe(false);
    expect(constantTimeEqual(Buffer.from([1]), Buffer.from([1, 2]))).toBe(false);
    expect(constantTimeEqual('', 'x')).toBe(false);
  });

  it('compares strings as UTF-8 bytes, and a string with a buffer of its bytes', () => {
    expect(constantTimeEqual('é', 'e')).toBe(false);
    expect(constantTimeEqual('é', Buffer.from('é'))).toBe(true);
  });
});
