import { newUserRow } from './new-user';
import { randomInt } from 'node:crypto';
import { Email } from '@ott/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPassword } from '../auth/password';
import { createChannelRepository } from '../channel/channel.repository';
import { createUsersRepository } from './users.repository';

/** Letters and digits that cannot be mistaken for one another when read out or copied by hand. */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxx-xxxx-xxxx` from a 31-character alphabet: about 59 bits, and the user must replace it at first login. */
export function temporaryPassword(): string {
  const group = () => Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join('');
  return [group(), group(), group()].join('-');
}

export interface OperatorAccountInput {
  channelKey: string;
  email: string;
  firstName: string;
  lastName: string;
}

export class OperatorAccountError extends Error {
  override name = 'OperatorAccountError';
}

/**
 * An account an operator creates for someone: it gets a temporary password, which the person
 * must change at first login (the app keeps them on /profile/edit until then).
 */
export async function createOperatorAccount(db: Kysely<Database>, input: OperatorAccountInput, now = new Date()) {
  const email = Email.safeParse(input.email);
  if (!email.success) throw new OperatorAccountError(`"${input.email}" is not a valid email address`);
  const channel = await createChannelRepository(db).findChannelByKey(input.channelKey);
  if (!channel) throw new OperatorAccountError(`No channel with key "${input.channelKey}"`);
  const password = temporaryPassword();
  const id = await createUsersRepository(db).insertUnlessTaken(
    newUserRow({
      channelId: channel.id,
      email: email.data,
      passwordHash: await hashPassword(password),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      language: channel.language,
      temporaryPassword: true,
      at: now.toISOString(),
    }),
  );
  if (id === 'exists') throw new OperatorAccountError(`Channel "${channel.key}" already has an account for ${email.data}`);
  return { id, channelKey: channel.key, email: email.data, temporaryPassword: password };
}
