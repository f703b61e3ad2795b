import { defineProject } from 'vitest/config';
import shared, { MOCKING_TESTS, STATEFUL_TESTS } from './vitest.config';

// The files that need a module registry of their own (see vitest.config.ts), each run in a fresh one.
export default defineProject({
  ...shared,
  test: { ...shared.test, name: 'web-mocks', include: [...MOCKING_TESTS, ...STATEFUL_TESTS], exclude: undefined, isolate: true },
});
