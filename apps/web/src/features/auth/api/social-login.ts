import type { SocialProvider } from '@ott/contracts/auth';
import { socialLoginCallback, socialLoginStart } from '@ott/contracts/endpoints/viewer/auth';
import { call } from '../../../lib/api-call';

/** The provider's sign-in page; it sends the user back to /auth/login/{provider}/callback. */
export const startSocialLogin = (provider: SocialProvider) => call(socialLoginStart, { params: { provider } });

/** What the provider's redirect carried: its one-time `code`, our `state`, and its `iss` when it sends one (RFC 9207). */
export interface SocialCallback {
  code: string;
  state: string;
  iss?: string;
}

export const finishSocialLogin = (provider: SocialProvider, callback: SocialCallback) =>
  call(socialLoginCallback, { params: { provider }, body: { ...callback } });
