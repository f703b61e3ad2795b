import { newUserRow } from '../../modules/users/new-user';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../modules/auth/password';
import { normalizeEmail } from '../../modules/users/users.repository';
import type { Database } from '../schema';
import { passName } from './commerce/season';

export interface DemoUser {
  email: string;
  /** Demo data, printed at start; stored only as its hash. */
  password: string;
  first_name: string;
  last_name: string;
  /** Like an operator-created account: the user must choose a new password first (forced /profile/edit). */
  temporary: boolean;
  /** Names (templates) of the passes the account already owns, through paid orders the commerce seed adds. */
  owns?: readonly string[];
  /** Agreed to get the channel's news (spec §3 mailing opt-in): announcements reach them. */
  mailingOptIn?: boolean;
}

/** Accounts to try the app with, per channel key. */
export const demoUsers: Readonly<Record<string, readonly DemoUser[]>> = {
  varsity: [
    { email: 'viewer@varsity.test', password: 'watch-the-game', first_name: 'Jordan', last_name: 'Rivera', temporary: false, mailingOptIn: true },
    { email: 'newcomer@varsity.test', password: 'temporary-4821', first_name: 'Casey', last_name: 'Morgan', temporary: true },
    { email: 'fan@varsity.test', password: 'season-ticket', first_name: 'Riley', last_name: 'Chen', temporary: false, owns: ['{season} Basic Pass', 'Ad-free & Downloads Add-on'], mailingOptIn: true },
  ],
  universitaire: [
    { email: 'spectateur@universitaire.test', password: 'regarder-le-match', first_name: 'Camille', last_name: 'Tremblay', temporary: false, mailingOptIn: true },
    { email: 'nouveau@universitaire.test', password: 'temporaire-7315', first_name: 'Alexis', last_name: 'Gagnon', temporary: true },
    { email: 'partisan@universitaire.test', password: 'billet-de-saison', first_name: 'Maxime', last_name: 'Côté', temporary: false, owns: ['Passe saison de base {season_long}', 'Supplément sans pub et téléchargements'] },
  ],
};

/** Inserts the channel's demo accounts (or only those given); hashing costs about 20 ms each. */
export async function insertDemoUsers(
  db: Kysely<Database>,
  channel: { id: number; key: string; language: string },
  now: string,
  users: readonly DemoUser[] = demoUsers[channel.key] ?? [],
): Promise<void> {
  if (users.length === 0) return;
  const rows = await Promise.all(
    users.map(async (user) => ({
      ...newUserRow({
        channelId: channel.id,
        email: user.email,
        passwordHash: await hashPassword(user.password),
        firstName: user.first_name,
        lastName: user.last_name,
        language: channel.language,
        temporaryPassword: user.temporary,
        mailingOptIn: user.mailingOptIn ?? false,
        // The regular demo account has confirmed its address; the operator-made one has not yet.
        emailVerifiedAt: user.temporary ? null : now,
        at: now,
      }),
      email_normalized: normalizeEmail(user.email),
    })),
  );
  await db.insertInto('users').values(rows).execute();
}

/** Lines for the start-up banner: each demo account still present (a temporary one only until its password is changed). */
export async function demoAccountLines(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('channels', 'channels.id', 'users.channel_id')
    .select(['channels.key', 'users.email_normalized', 'users.temporary_password'])
    .where('users.email_normalized', 'in', Object.values(demoUsers).flatMap((users) => users.map((user) => normalizeEmail(user.email))))
    .execute();
  return Object.entries(demoUsers).flatMap(([channelKey, users]) =>
    users
      .filter((user) => rows.some((row) => row.key === channelKey && row.email_normalized === normalizeEmail(user.email) && (!user.temporary || row.temporary_password === 1)))
      .map((user) => `    ${channelKey.padEnd(14)} ${user.email} / ${user.password}${noteOf(user)}`),
  );
}

function noteOf(user: DemoUser): string {
  if (user.temporary) return '  (temporary: must be changed at first login)';
  return user.owns ? `  (owns the ${user.owns.map((name) => passName(name, new Date())).join(' and the ')})` : '';
}
