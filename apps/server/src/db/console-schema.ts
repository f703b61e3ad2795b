import type { ColumnType } from 'kysely';
import type { Id, IsoTime, JsonText } from './column-types';

/** Operators of the console (migration 20251126100000): not viewers; they sign in at /admin. */
export interface OperatorsTable {
  id: Id;
  /** Lower-cased; unique. */
  email: string;
  name: string;
  /** Argon2id PHC string (modules/auth/password.ts). */
  password_hash: string;
  /** 1: an owner holds every channel, creates channels and operators. */
  is_owner: number;
  /** 1: a temporary password; every route but the password change answers 403 until it is replaced. */
  must_change_password: number;
  /** Base32 TOTP secret: pending while totp_enabled is 0 (set up, not confirmed), in force once 1. */
  totp_secret: string | null;
  totp_enabled: number;
  /** The 30-second step of the last TOTP code used (migration 20251126105930): only later codes are accepted. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A role one operator holds on one channel (owners need none). */
export interface OperatorChannelRolesTable {
  operator_id: number;
  channel_id: number;
  role: string;
}

/** A console sign-in; the cookie carries the token, the table only its SHA-256. */
export interface OperatorSessionsTable {
  id: Id;
  operator_id: number;
  token_hash: string;
  csrf_token: string;
  created_at: IsoTime;
  last_seen_at: IsoTime;
  /** Absolute end, whatever the activity; the idle timeout ends it sooner. */
  expires_at: IsoTime;
}

/** One-time TOTP recovery codes, stored hashed. */
export interface OperatorRecoveryCodesTable {
  id: Id;
  operator_id: number;
  code_hash: string;
  used_at: IsoTime | null;
}

/** Every change made through the console: who, when, on which channel, and the entity before and after. */
export interface AuditLogTable {
  id: Id;
  at: IsoTime;
  operator_id: number | null;
  /** Kept so the row still names its author after the operator is deleted. */
  operator_email: string;
  channel_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before_json: JsonText | null;
  after_json: JsonText | null;
}

export interface ConsoleTables {
  operators: OperatorsTable;
  operator_channel_roles: OperatorChannelRolesTable;
  operator_sessions: OperatorSessionsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  audit_log: AuditLogTable;
}
