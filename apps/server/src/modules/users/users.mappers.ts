import type { Capability, UserAccess, UserProfile } from '@ott/contracts';
import type { UserRow } from '../../db/schema';

/** What a user's row says of their access; the channel's caps are added where the channel is known. */
export function toUserAccess(user: UserRow, capabilities: Capability[]): Omit<UserAccess, 'featureCaps'> {
  return {
    capabilities,
    trial_period_used: user.trial_period_used,
    featureCount: { clips: user.clips_count, downloads: user.downloads_count },
  };
}

export function toUserProfile(user: UserRow, capabilities: Capability[], isGeoBlocked: boolean): UserProfile {
  return {
    id: user.id,
    email: user.email,
    email_verified: user.email_verified_at !== null,
    temporary_password: user.temporary_password === 1,
    first_name: user.first_name,
    last_name: user.last_name,
    mailing_opt_in: user.mailing_opt_in === 1,
    language: user.language === 'fr' ? 'fr' : 'en',
    ...toUserAccess(user, capabilities),
    is_geo_blocked: isGeoBlocked,
  };
}
