import type { SocialProvider } from '@ott/contracts';
import type { Config } from '../../config';
import { facebookProvider } from './facebook-provider';
import { googleProvider } from './google-provider';
import type { SocialProviderClient } from './social-provider';

export type SocialProviders = Partial<Record<SocialProvider, SocialProviderClient>>;

/** The providers whose client id and secret are configured; the others are not offered. */
export function createSocialProviders(social: Config['social']): SocialProviders {
  return {
    ...(social.google ? { google: googleProvider(social.google) } : {}),
    ...(social.facebook ? { facebook: facebookProvider(social.facebook) } : {}),
  };
}

export function enabledSocialProviders(providers: SocialProviders): SocialProvider[] {
  return (Object.keys(providers) as SocialProvider[]).filter((name) => providers[name] !== undefined);
}
