import { defineProject } from 'vitest/config';
import shared, { MOCKING_TESTS } from './vitest.config';

// The files that replace a module with `vi.mock` (see vitest.config.ts), each run in a module registry of its own.
export default defineProject({
  ...shared,
  test: { ...shared.test, name: 'console-mocks', include: MOCKING_TESTS, exclude: undefined, isolate: true },
});
