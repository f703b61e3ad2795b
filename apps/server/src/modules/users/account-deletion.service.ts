import type { AccountLinks } from '../auth/account-links';
import { Unauthenticated, UserNotFound, VerificationFailed } from '../auth/auth.errors';
import type { Channel } from '../channel/channel.types';
import type { KeysService } from '../keys/keys.service';
import type { UsersRepository } from './users.repository';

export interface AccountDeletionDeps {
  users: UsersRepository;
  keys: Pick<KeysService, 'revokeAllForUser'>;
  links: Pick<AccountLinks, 'send' | 'consume'>;
}

/** Deleting an account takes two steps: the logged-in user asks, then confirms from the mailed link. */
export function createAccountDeletionService({ users, keys, links }: AccountDeletionDeps) {
  return {
    async request(channel: Channel, userId: number, origin: string): Promise<void> {
      const user = await users.findById(channel.id, userId);
      if (!user) throw new Unauthenticated();
      await links.send('delete_account', user, channel, origin);
    },

    /**
     * Removes the user with their sessions, tokens and social identities (foreign keys cascade).
     * Orders, once they exist, must outlive the user for accounting: their user reference is to be
     * set null on delete, not cascade.
     */
    async confirm(channel: Channel, email: string, code: string): Promise<void> {
      const user = await users.findByEmail(channel.id, email);
      if (!user) throw new UserNotFound();
      if ((await links.consume('delete_account', user.id, code)) !== 'ok') throw new VerificationFailed();
      await keys.revokeAllForUser(user.id);
      await users.delete(user.id);
    },
  };
}
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
