import type { Channel } from '../channel/channel.types';
import type { KeysService } from '../keys/keys.service';
import type { UsersRepository } from '../users/users.repository';
import type { AccountLinks } from './account-links';
import { ResetPasswordFailed, ResetPasswordKeyExpired, UserNotFound } from './auth.errors';
import { hashPassword } from './password';

export interface PasswordResetDeps {
  users: UsersRepository;
  keys: Pick<KeysService, 'revokeAllForUser'>;
  links: Pick<AccountLinks, 'send' | 'consume' | 'revokeAll'>;
  now?: () => Date;
}

export function createPasswordResetService({ users, keys, links, now = () => new Date() }: PasswordResetDeps) {
  return {
    /** Mails a reset link. An unknown address is 'User not found' (docs/decisions/0014 says why that is no leak). */
    async request(channel: Channel, email: string, origin: string): Promise<void> {
      const user = await users.findByEmail(channel.id, email);
      if (!user) throw new UserNotFound();
      await links.send('password_reset', user, channel, origin);
    },

    /**
     * Sets the new password and ends every session of the user. The mailed code also proves the
     * address, so an unverified one counts as verified from now on.
     */
    async reset(channel: Channel, input: { email: string; code: string; password: string }): Promise<void> {
      const user = await users.findByEmail(channel.id, input.email);
      if (!user) throw new ResetPasswordFailed();
      const result = await links.consume('password_reset', user.id, input.code);
      if (result === 'expired') throw new ResetPasswordKeyExpired();
      if (result !== 'ok') throw new ResetPasswordFailed();
      const at = now().toISOString();
      await users.update(user.id, {
        password_hash: await hashPassword(input.password),
        temporary_password: 0,
        email_verified_at: user.email_verified_at ?? at,
        updated_at: at,
      });
      await links.revokeAll('password_reset', user.id);
      await keys.revokeAllForUser(user.id);
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
