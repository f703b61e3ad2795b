import { describe, expect, it } from 'vitest';
import { loginIdentifier } from './auth-rate-limits';

describe('loginIdentifier', () => {
  it('counts the number-plus-email form against its email', () => {
    expect(loginIdentifier('1042+jane@example.com')).toBe('jane@example.com');
    expect(loginIdentifier('jane+tag@example.com')).toBe('jane+tag@example.com');
  });
});
