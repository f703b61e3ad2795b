import { newUserRow } from '../users/new-user';
import { NAME_MAX_LENGTH } from '@ott/contracts';
import { EmailAlreadyExists } from '../auth/auth.errors';
import type { Channel } from '../channel/channel.types';
import type { UsersRepository } from '../users/users.repository';

/** Who an outside party (a social provider, the external authentication site) says the person is. */
export interface OutsideIdentity {
  email: string;
  /** The outside party vouches that the person controls the address. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/**
 * The channel's user with this email, or a new password-less one. An existing account is taken over
 * only for a verified address: anyone can put someone else's address on an unverified provider account.
 */
export function createUserByEmail(users: Pick<UsersRepository, 'findByEmail' | 'insertUnlessTaken' | 'update'>, now: () => Date = () => new Date()) {
  async function existing(channel: Channel, identity: OutsideIdentity): Promise<number | null> {
    const user = await users.findByEmail(channel.id, identity.email);
    if (!user) return null;
    if (!identity.emailVerified) throw new EmailAlreadyExists();
    if (!user.email_verified_at) await users.update(user.id, { email_verified_at: now().toISOString(), updated_at: now().toISOString() });
    return user.id;
  }

  return async function userByEmail(channel: Channel, identity: OutsideIdentity): Promise<number> {
    const found = await existing(channel, identity);
    if (found !== null) return found;
    const at = now().toISOString();
    const id = await users.insertUnlessTaken(
      newUserRow({
        channelId: channel.id,
        email: identity.email.trim(),
        passwordHash: null,
        firstName: identity.firstName.slice(0, NAME_MAX_LENGTH),
        lastName: identity.lastName.slice(0, NAME_MAX_LENGTH),
        language: channel.language,
        emailVerifiedAt: identity.emailVerified ? at : null,
        at,
      }),
    );
    if (id !== 'exists') return id;
    // Two first sign-ins at once: the other one created the account.
    const raced = await existing(channel, identity);
    if (raced === null) throw new Error(`The address ${identity.email} is taken in channel ${channel.key}, but no account has it`);
    return raced;
  };
}
export type UserByEmail = ReturnType<typeof createUserByEmail>;
