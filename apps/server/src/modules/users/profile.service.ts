import { Messages, type ProfileFields, type UserAccess, type UserProfile } from '@ott/contracts';
import type { UserRow } from '../../db/schema';
import { ValidationError } from '../../lib/errors';
import type { AccountLinks } from '../auth/account-links';
import { EmailAlreadyExists, IncorrectPassword, Unauthenticated } from '../auth/auth.errors';
import type { AuthService } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Channel } from '../channel/channel.types';
import { capOf } from '../clips/clips.service';
import { featureCap } from '../entitlements/entitlements';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { KeysService } from '../keys/keys.service';
import { toUserAccess } from './users.mappers';
import { normalizeEmail, type UserPatch, type UsersRepository } from './users.repository';

export interface ProfileServiceDeps {
  users: UsersRepository;
  keys: Pick<KeysService, 'revokeAllForUser'>;
  entitlements: Pick<EntitlementsService, 'forUser'>;
  links: Pick<AccountLinks, 'send'>;
  profileOf: AuthService['profileOf'];
  now?: () => Date;
}

/** Who is editing: the user, through which key, and what the request tells about the client. */
export interface ProfileRequest {
  channel: Channel;
  userId: number;
  keyId: number;
  origin: string;
  isGeoBlocked: boolean;
}

/**
 * A new password needs the current one. Accounts with a temporary password (set by an operator) or
 * none (social sign-in only) may omit it; when given it must still match.
 */
async function checkCurrentPassword(user: UserRow, currentPassword: string | undefined): Promise<void> {
  if (currentPassword === undefined || currentPassword === '') {
    if (user.temporary_password === 1 || user.password_hash === null) return;
    throw new ValidationError({ current_password: [Messages.fieldRequired] });
  }
  if (!(await verifyPassword(user.password_hash, currentPassword))) throw new IncorrectPassword();
}

export function createProfileService({ users, keys, entitlements, links, profileOf, now = () => new Date() }: ProfileServiceDeps) {
  async function load(channel: Channel, userId: number): Promise<UserRow> {
    const user = await users.findById(channel.id, userId);
    if (!user) throw new Unauthenticated();
    return user;
  }

  async function save(userId: number, patch: UserPatch): Promise<void> {
    if ((await users.update(userId, patch)) === 'exists') throw new EmailAlreadyExists();
  }

  return {
    async access(channel: Channel, userId: number): Promise<UserAccess> {
      const user = await load(channel, userId);
      const granted = await entitlements.forUser(user.id);
      const caps = { clips: featureCap(granted, 'clips', capOf(channel, 'clip_limit')), downloads: featureCap(granted, 'downloads', capOf(channel, 'download_limit')) };
      return { ...toUserAccess(user, granted.capabilities), featureCaps: caps };
    },

    /**
     * Names, email, mailing opt-in, language and password. A new address must be verified again
     * (a mail goes to it); a new password ends the user's other sessions and clears the temporary flag.
     */
    async update(request: ProfileRequest, fields: ProfileFields): Promise<UserProfile> {
      const user = await load(request.channel, request.userId);
      const patch: UserPatch = {
        first_name: fields.first_name,
        last_name: fields.last_name,
        email: fields.email,
        language: fields.language,
        mailing_opt_in: fields.mailing_opt_in === undefined ? undefined : fields.mailing_opt_in ? 1 : 0,
        updated_at: now().toISOString(),
      };
      const emailChanged = fields.email !== undefined && normalizeEmail(fields.email) !== user.email_normalized;
      if (emailChanged && fields.email !== undefined) {
        if (await users.findByEmail(request.channel.id, fields.email)) throw new EmailAlreadyExists();
        patch.email_verified_at = null;
      }
      if (fields.password !== undefined) {
        await checkCurrentPassword(user, fields.current_password);
        patch.password_hash = await hashPassword(fields.password);
        patch.temporary_password = 0;
      }
      await save(user.id, patch);
      if (fields.password !== undefined) await keys.revokeAllForUser(user.id, { except: request.keyId });
      if (emailChanged) await links.send('verify_email', { ...user, email: fields.email ?? user.email }, request.channel, request.origin);
      return profileOf(user.id, request.channel, request.isGeoBlocked);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
