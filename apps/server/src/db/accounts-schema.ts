import type { Flag, Id, IsoTime } from './column-types';

/* The tables of accounts: users, their sign-in links and single-use tokens. */

export interface UsersTable {
  id: Id;
  channel_id: number;
  /** As entered (trimmed); shown back to the user. */
  email: string;
  /** Lower-cased; unique per channel. */
  email_normalized: string;
  /** Argon2id PHC string; null for accounts that only sign in through a social provider. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  mailing_opt_in: Flag;
  language: string;
  /** 1 while an operator-set password has not been changed by the user. */
  temporary_password: Flag;
  email_verified_at: IsoTime | null;
  trial_period_used: IsoTime | null;
  clips_count: number;
  downloads_count: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface SocialIdentitiesTable {
  id: Id;
  channel_id: number;
  user_id: number;
  /** google or facebook. */
  provider: string;
  /** The provider's stable account id (OIDC `sub`, Facebook user id). */
  subject: string;
  created_at: IsoTime;
}

/** A social login under way; single use, short-lived. */
export interface SocialLoginsTable {
  id: Id;
  /** SHA-256 of the random `state` sent to the provider. */
  state_hash: string;
  /** The visitor key that started the login; only it may finish it. */
  api_key_id: number;
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  expires_at: IsoTime;
}

/** A device's pending link code (one per device key). */
export interface DeviceCodesTable {
  id: Id;
  channel_id: number;
  device_key_id: number;
  /** SHA-256 of the code without its dash. */
  code_hash: string;
  /** Set once a user linked the code. */
  user_id: number | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  linked_at: IsoTime | null;
}

/** A single-use account token (email verification, password reset, account deletion); only its hash is stored. */
export interface AccountTokensTable {
  id: Id;
  user_id: number;
  /** verify_email, password_reset or delete_account. */
  purpose: string;
  /** SHA-256 hex of the token. */
  hash: string;
  expires_at: IsoTime;
  used_at: IsoTime | null;
  created_at: IsoTime;
}

/** One sign-in of a user (migration 20251128100300): password, register, social, device. */
export interface SignInsTable {
  id: Id;
  channel_id: number;
  user_id: number;
  method: string;
  ip: string | null;
  country_code: string | null;
  user_agent: string | null;
  created_at: IsoTime;
}

export interface AccountTables {
  users: UsersTable;
  social_identities: SocialIdentitiesTable;
  social_logins: SocialLoginsTable;
  device_codes: DeviceCodesTable;
  account_tokens: AccountTokensTable;
  sign_ins: SignInsTable;
}
