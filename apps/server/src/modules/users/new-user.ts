import type { NewUser } from './users.repository';

export interface NewUserInput {
  channelId: number;
  email: string;
  /** null for accounts that sign in through a provider only. */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  language: string;
  at: string;
  mailingOptIn?: boolean;
  temporaryPassword?: boolean;
  emailVerifiedAt?: string | null;
}

/** A new account's row: no trial taken, no clips or downloads yet. */
export function newUserRow(input: NewUserInput) {
  return {
    channel_id: input.channelId,
    email: input.email,
    password_hash: input.passwordHash,
    first_name: input.firstName,
    last_name: input.lastName,
    mailing_opt_in: input.mailingOptIn ? 1 : 0,
    language: input.language,
    temporary_password: input.temporaryPassword ? 1 : 0,
    email_verified_at: input.emailVerifiedAt ?? null,
    trial_period_used: null,
    clips_count: 0,
    downloads_count: 0,
    created_at: input.at,
    updated_at: input.at,
  } satisfies NewUser;
}
