import type { ProjectSettingsFile } from '@ott/contracts';
import type { Config } from '../../config';

export type SettingsFileFeatures = Partial<ProjectSettingsFile['features']>;
export type SettingsFilePayments = ProjectSettingsFile['payments'];

const SANDBOX: SettingsFilePayments = { provider: 'sandbox', publishable_key: null };

/** Which card form the SPA shows: Stripe Elements with the publishable key when Stripe is configured, else the sandbox's. */
export function paymentsOfSettingsFile(config: Pick<Config, 'stripe'>): SettingsFilePayments {
  return config.stripe ? { provider: 'stripe', publishable_key: config.stripe.publishableKey } : SANDBOX;
}

/** Origins are '' when the host is the page's own origin, so clients can prefix paths with them as they are. */
export function buildSettingsFile(channelKey: string, origins: Config['origins'], features: SettingsFileFeatures = {}, payments: SettingsFilePayments = SANDBOX): ProjectSettingsFile {
  return {
    channel_key: channelKey,
    api_origin: origins.api ?? '',
    media_origin: origins.media ?? '',
    analytics_origin: origins.analytics ?? '',
    key_origin: origins.key ?? '',
    payments,
    features: { social_login: [], recaptcha_site_key: null, ...features },
  };
}
