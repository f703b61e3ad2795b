import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/create-database';
import { migrateToLatest } from '../../db/migrate';
import { seedIfEmpty } from '../../db/seed';
import { OperatorAccountError, createOperatorAccount } from './operator-account';

export const CREATE_ACCOUNT_USAGE = `Usage: npm run create-account -- --channel <key> --email <address> [--first-name <name>] [--last-name <name>]

Creates an account with a temporary password on the database the environment names (DATA_DIR or
DATABASE_URL) and prints the password once. The person must choose a new password at first login.`;

/** `create-account` for operators; returns what to print, or throws OperatorAccountError (usage or data problems). */
export async function createAccountCommand(argv: string[], env: Record<string, string | undefined>): Promise<string> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        channel: { type: 'string' },
        email: { type: 'string' },
        'first-name': { type: 'string', default: '' },
        'last-name': { type: 'string', default: '' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new OperatorAccountError(`${(error as Error).message}\n\n${CREATE_ACCOUNT_USAGE}`);
  }
  if (values.help) return CREATE_ACCOUNT_USAGE;
  if (typeof values.channel !== 'string' || typeof values.email !== 'string') throw new OperatorAccountError(CREATE_ACCOUNT_USAGE);

  const config = loadConfig(env);
  const handle = createDatabase(config);
  try {
    await migrateToLatest(handle);
    await seedIfEmpty(handle.db, { demoAccounts: config.demoAccounts });
    const account = await createOperatorAccount(handle.db, {
      channelKey: values.channel,
      email: values.email,
      firstName: String(values['first-name']),
      lastName: String(values['last-name']),
    });
    return [
      `Account ${account.id} created on channel ${account.channelKey}.`,
      `  Email:              ${account.email}`,
      `  Temporary password: ${account.temporaryPassword}`,
      'Give the password to its owner; they must choose their own at first login.',
    ].join('\n');
  } finally {
    await handle.db.destroy();
  }
}
