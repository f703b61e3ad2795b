import type { AccountLinks } from '../auth/account-links';
import { Unauthenticated, UserNotFound, VerificationFailed } from '../auth/auth.errors';
import type { Channel } from '../channel/channel.types';
import type { EntitlementsChanges } from '../entitlements/entitlements.service';
import type { KeysService } from '../keys/keys.service';
import type { UsersRepository } from './users.repository';

export interface AccountDeletionDeps {
  users: UsersRepository;
  keys: Pick<KeysService, 'revokeAllForUser'>;
  links: Pick<AccountLinks, 'send' | 'consume'>;
  entitlements: EntitlementsChanges;
}

/** Deleting an account takes two steps: the logged-in user asks, then confirms from the mailed link. */
export function createAccountDeletionService({ users, keys, links, entitlements }: AccountDeletionDeps) {
  /**
   * Removes the user with their sessions, tokens, social identities, favourites and sign-ins (foreign keys cascade).
   * Orders outlive the user for accounting: their user reference is set null on delete, not cascade.
   */
  async function remove(userId: number): Promise<void> {
    await keys.revokeAllForUser(userId);
    await users.delete(userId);
    // Its orders no longer belong to it; a user id the database gives out again must not find them kept.
    await entitlements.changed({ userId });
  }

  return {
    /** Support's deletion from the console (docs/decisions/0056): the same removal, without the mailed confirmation. */
    async deleteNow(channel: Channel, userId: number): Promise<void> {
      const user = await users.findById(channel.id, userId);
      if (!user) throw new UserNotFound();
      await remove(user.id);
    },

    async request(channel: Channel, userId: number, origin: string): Promise<void> {
      const user = await users.findById(channel.id, userId);
      if (!user) throw new Unauthenticated();
      await links.send('delete_account', user, channel, origin);
    },

    /** The mailed link's confirmation: checks the code, then removes the account. */
    async confirm(channel: Channel, email: string, code: string): Promise<void> {
      const user = await users.findByEmail(channel.id, email);
      if (!user) throw new UserNotFound();
      if ((await links.consume('delete_account', user.id, code)) !== 'ok') throw new VerificationFailed();
      await remove(user.id);
    },
  };
}
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
