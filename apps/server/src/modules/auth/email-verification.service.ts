import type { Channel } from '../channel/channel.types';
import type { UsersRepository } from '../users/users.repository';
import type { AccountLinks } from './account-links';
import { EmailAlreadyVerified, Unauthenticated, VerificationFailed } from './auth.errors';

export interface EmailVerificationDeps {
  users: UsersRepository;
  links: Pick<AccountLinks, 'send' | 'consume'>;
  now?: () => Date;
}

export function createEmailVerificationService({ users, links, now = () => new Date() }: EmailVerificationDeps) {
  return {
    /** The link of the verification mail: `email` and its single-use `signature`. Returns the verified user's id. */
    async verify(channel: Channel, email: string, signature: string): Promise<number> {
      const user = await users.findByEmail(channel.id, email);
      if (!user) throw new VerificationFailed();
      if (user.email_verified_at !== null) throw new EmailAlreadyVerified();
      if ((await links.consume('verify_email', user.id, signature)) !== 'ok') throw new VerificationFailed();
      const at = now().toISOString();
      await users.update(user.id, { email_verified_at: at, updated_at: at });
      return user.id;
    },

    /** Mails the logged-in user a new link; earlier links stop working. */
    async resend(channel: Channel, userId: number, origin: string): Promise<void> {
      const user = await users.findById(channel.id, userId);
      if (!user) throw new Unauthenticated();
      if (user.email_verified_at !== null) throw new EmailAlreadyVerified();
      await links.send('verify_email', user, channel, origin);
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
