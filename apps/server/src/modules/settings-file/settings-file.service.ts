import type { ProjectSettingsFile } from '@ott/contracts';
import type { Config } from '../../config';

export type SettingsFileFeatures = Partial<ProjectSettingsFile['features']>;

/** Origins are '' when the host is the page's own origin, so clients can prefix paths with them as they are. */
export function buildSettingsFile(channelKey: string, origins: Config['origins'], features: SettingsFileFeatures = {}): ProjectSettingsFile {
  return {
    channel_key: channelKey,
    api_origin: origins.api ?? '',
    media_origin: origins.media ?? '',
    analytics_origin: origins.analytics ?? '',
    key_origin: origins.key ?? '',
    payments: { provider: 'sandbox', publishable_key: null },
    features: { social_login: [], recaptcha_site_key: null, ...features },
  };
}
