import type { PassCoverage } from './entitlements';

/** A regular package granting `watch` and covering nothing until the overrides say what (unit tests only). */
export const coveragePass = (id: number, overrides: Partial<PassCoverage> = {}): PassCoverage => ({
  id,
  type: 'package',
  pass_type: 'regular',
  event_id: null,
  covers_all_events: false,
  categories: [],
  participants: [],
  extends: [],
  capabilities: ['watch'],
  ...overrides,
});
