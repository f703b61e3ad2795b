import { parseArgs } from 'node:util';
import { OPERATOR_ROLES, type OperatorRole } from '@ott/contracts/admin-auth';
import { Email } from '@ott/contracts';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/create-database';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { seedIfEmpty } from '../../db/seed';
import { createChannelRepository } from '../channel/channel.repository';
import { createOperatorsRepository } from './operators.repository';
import { createOperatorsService, temporaryPassword } from './operators.service';

export const CREATE_OPERATOR_USAGE = `Usage: npm run create-operator -- --email <address> (--owner | --channel <key> --role <admin|editor|support|analyst|moderator|scorekeeper>) [--name <name>]

Creates a console operator with a temporary password on the database the environment names (DATA_DIR or
DATABASE_URL) and prints the password once. The operator must choose a new password at first sign-in at /admin.`;

export class CreateOperatorError extends Error {
  override name = 'CreateOperatorError';
}

export interface NewOperator {
  email: string;
  name: string;
  owner: boolean;
  channelKey?: string;
  role?: Exclude<OperatorRole, 'owner'>;
}

/** Inserts the operator (and its role) with a temporary password it must change; answers that password. */
export async function createOperatorAccount(db: Kysely<Database>, input: NewOperator): Promise<{ id: number; temporaryPassword: string }> {
  const email = Email.safeParse(input.email);
  if (!email.success) throw new CreateOperatorError(`"${input.email}" is not a valid email address`);
  const repository = createOperatorsRepository(db);
  const channels = createChannelRepository(db);
  const channel = input.owner ? null : await channels.findChannelByKey(input.channelKey ?? '');
  if (!input.owner && !channel) throw new CreateOperatorError(`No channel with key "${input.channelKey}"`);
  const password = temporaryPassword();
  const id = await createOperatorsService({ repository, channels }).create({ email: email.data, name: input.name || email.data, password, isOwner: input.owner, mustChangePassword: true });
  if (id === 'exists') throw new CreateOperatorError(`An operator with the email ${email.data.toLowerCase()} already exists`);
  if (channel && input.role) await repository.setRoles(id, [{ channelId: channel.id, role: input.role }]);
  return { id, temporaryPassword: password };
}

/** `create-operator`: returns what to print, or throws CreateOperatorError (usage or data problems). */
export async function createOperatorCommand(argv: string[], env: Record<string, string | undefined>): Promise<string> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string', default: '' },
        owner: { type: 'boolean', default: false },
        channel: { type: 'string' },
        role: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new CreateOperatorError(`${(error as Error).message}\n\n${CREATE_OPERATOR_USAGE}`);
  }
  if (values.help) return CREATE_OPERATOR_USAGE;
  const owner = values.owner === true;
  const role = values.role;
  if (typeof values.email !== 'string') throw new CreateOperatorError(CREATE_OPERATOR_USAGE);
  if (owner === (typeof values.channel === 'string')) throw new CreateOperatorError(`Give either --owner or --channel with --role.\n\n${CREATE_OPERATOR_USAGE}`);
  if (!owner && (typeof role !== 'string' || role === 'owner' || !(OPERATOR_ROLES as readonly string[]).includes(role))) {
    throw new CreateOperatorError(`--role must be admin, editor, support or analyst.\n\n${CREATE_OPERATOR_USAGE}`);
  }

  const config = loadConfig(env);
  const handle = createDatabase(config);
  try {
    await migrateToLatest(handle);
    await seedIfEmpty(handle.db, { demoAccounts: config.demoAccounts });
    const created = await createOperatorAccount(handle.db, {
      email: values.email,
      name: String(values.name),
      owner,
      ...(owner ? {} : { channelKey: values.channel as string, role: role as NewOperator['role'] }),
    });
    return [
      `Operator ${created.id} created${owner ? ' as owner of every channel' : ` as ${role} of channel ${values.channel}`}.`,
      `  Email:              ${values.email.trim().toLowerCase()}`,
      `  Temporary password: ${created.temporaryPassword}`,
      'Give the password to the operator; they must choose their own at first sign-in at /admin.',
    ].join('\n');
  } finally {
    await handle.db.destroy();
  }
}
