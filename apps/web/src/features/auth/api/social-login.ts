import type { AuthGrant, SocialProvider } from '@ott/contracts/auth';
import { api } from '../../../lib/api';

/** The provider's sign-in page; it sends the user back to /auth/login/{provider}/callback. */
export const startSocialLogin = (provider: SocialProvider) => api.post<{ url: string }>(`/v2/auth/social/${provider}`);

/** What the provider's redirect carried: its one-time `code`, our `state`, and its `iss` when it sends one (RFC 9207). */
export interface SocialCallback {
  code: string;
  state: string;
  iss?: string;
}

export const finishSocialLogin = (provider: SocialProvider, callback: SocialCallback) =>
  api.post<AuthGrant>(`/v2/auth/social/${provider}/callback`, { ...callback });
