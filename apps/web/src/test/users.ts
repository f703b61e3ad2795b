import { keyStore } from '../lib/api';
import { userStore } from '../lib/session';
import { clearApiDataCache } from '../lib/use-api-data';
import type { AuthGrant, UserAccess, UserProfile } from '@ott/contracts/auth';

/** A signed-in user as GET /profile sends it; override what a test is about. */
export function makeUser(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 42,
    email: 'jordan@example.com',
    email_verified: true,
    temporary_password: false,
    first_name: 'Jordan',
    last_name: 'Tester',
    mailing_opt_in: false,
    language: 'en',
    capabilities: [],
    trial_period_used: null,
    is_geo_blocked: false,
    featureCount: { clips: 0, downloads: 0 },
    ...overrides,
  };
}

/** What GET /user/access sends: capabilities, trial and the clip and download counters with their caps. */
export function makeUserAccess(overrides: Partial<UserAccess> = {}): UserAccess {
  return { capabilities: [], trial_period_used: null, featureCount: { clips: 0, downloads: 0 }, featureCaps: { clips: null, downloads: null }, ...overrides };
}

/** What login, registration, social login and device linking answer. */
export function makeGrant(apiKey = 'user-key', user: Partial<UserProfile> = {}): AuthGrant {
  return { api_key: apiKey, expires_at: '2030-01-01T00:00:00.000Z', user: makeUser(user) };
}

/** A viewer signed in on the demo channel: their API key stored, no screen data cached from another test. */
export function signIn(user: UserProfile = makeUser()): void {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'user-key', 'user');
  clearApiDataCache();
  userStore.set(user);
}
