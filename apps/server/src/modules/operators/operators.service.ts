import { randomBytes } from 'node:crypto';
import type { AdminMe, OperatorRole } from '@ott/contracts/admin-auth';
import { hashPassword, verifyPassword } from '../auth/password';
import type { ChannelRepository } from '../channel/channel.repository';
import { AppError } from '../../lib/errors';
import { BadCredentials, TotpInvalid, TotpRequired } from './console-errors';
import type { ConsoleOperator } from './console-session';
import type { OperatorRow, OperatorsRepository } from './operators.repository';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, newTotpSecret, totpEnrolment, totpStep } from './totp';

/** A wrong current password on the operator's own account pages (not a sign-in: no 401, the session stays). */
export class WrongPassword extends AppError {
  constructor(field: string) {
    super(400, 'INCORRECT_PASSWORD', 'Wrong password', { [field]: ['Wrong password'] });
  }
}

export class TotpAlreadyEnabled extends AppError {
  constructor() {
    super(409, 'TOTP_ALREADY_ENABLED', 'Two-step sign-in is already on; turn it off first');
  }
}

export const normalizeOperatorEmail = (email: string) => email.trim().toLowerCase();

/** A temporary password to hand over once: 16 characters from an alphabet without look-alikes. */
export function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join('');
}

export interface OperatorsServiceDeps {
  repository: OperatorsRepository;
  channels: Pick<ChannelRepository, 'listChannels'>;
  now?: () => Date;
}

/** Sign-in and the operator's own account; operator management is in operators-admin.service.ts. */
export function createOperatorsService({ repository, channels, now = () => new Date() }: OperatorsServiceDeps) {
  /** Whether the code (from the app, or a recovery code) is right, spending it: each code counts once. */
  async function spendCode(operator: OperatorRow, code: string): Promise<boolean> {
    if (!operator.totp_secret) return false;
    // Each code signs in once: its step must be later than the last one used (docs/decisions/0039).
    const step = totpStep(operator.totp_secret, code.replaceAll(' ', ''), now().getTime());
    if (step !== null && (await repository.claimTotpStep(operator.id, step))) return true;
    return looksLikeRecoveryCode(code) && (await repository.useRecoveryCode(operator.id, hashRecoveryCode(code), now().toISOString()));
  }

  async function secondFactor(operator: OperatorRow, code: string | undefined): Promise<void> {
    if (operator.totp_enabled !== 1 || !operator.totp_secret) return;
    if (!code) throw new TotpRequired();
    if (!(await spendCode(operator, code))) throw new TotpInvalid();
  }

  /** The operator, once their current password is checked (account pages: a wrong one is a 400 on `field`). */
  async function withPassword(operatorId: number, password: string, field = 'password'): Promise<OperatorRow> {
    const row = await repository.findById(operatorId);
    if (!row || !(await verifyPassword(row.password_hash, password))) throw new WrongPassword(field);
    return row;
  }

  return {
    /** Password, then the second factor once enrolled; a wrong password throws BadCredentials whatever the email. */
    async authenticate(email: string, password: string, totp: string | undefined): Promise<OperatorRow> {
      const operator = await repository.findByEmail(normalizeOperatorEmail(email));
      if (!(await verifyPassword(operator?.password_hash, password)) || !operator) throw new BadCredentials();
      await secondFactor(operator, totp);
      return operator;
    },

    async grantsOf(operator: Pick<ConsoleOperator, 'id' | 'isOwner'>): Promise<AdminMe['channels']> {
      if (operator.isOwner) return (await channels.listChannels()).map((channel) => ({ channel_key: channel.key, name: channel.name, time_zone: channel.time_zone, role: 'owner' as OperatorRole }));
      return (await repository.rolesOf([operator.id])).map((grant) => ({ channel_key: grant.key, name: grant.name, time_zone: grant.time_zone, role: grant.role as OperatorRole }));
    },

    async me(operatorId: number, csrfToken: string): Promise<AdminMe> {
      const row = await repository.findById(operatorId);
      if (!row) throw new BadCredentials();
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        is_owner: row.is_owner === 1,
        must_change_password: row.must_change_password === 1,
        totp_enabled: row.totp_enabled === 1,
        channels: await this.grantsOf({ id: row.id, isOwner: row.is_owner === 1 }),
        csrf_token: csrfToken,
      };
    },

    /** Replaces the password (a temporary one included) after checking the current one. */
    async changePassword(operatorId: number, current: string, next: string): Promise<void> {
      const row = await withPassword(operatorId, current, 'current_password');
      if (await verifyPassword(row.password_hash, next)) throw new AppError(400, 'VALIDATION_FAILED', 'Choose a password other than the current one', { new_password: ['Choose a password other than the current one'] });
      await repository.update(operatorId, { password_hash: await hashPassword(next), must_change_password: 0, updated_at: now().toISOString() });
    },

    /** A new pending TOTP secret (not in force until confirmed with a code), with its QR code. */
    async setupTotp(operatorId: number) {
      const row = await repository.findById(operatorId);
      if (!row) throw new BadCredentials();
      if (row.totp_enabled === 1) throw new TotpAlreadyEnabled();
      const secret = newTotpSecret();
      await repository.update(operatorId, { totp_secret: secret, updated_at: now().toISOString() });
      return totpEnrolment(secret, row.email);
    },

    /** Confirms the pending secret with the password and a code from the app; answers the ten recovery codes, shown once. */
    async enableTotp(operatorId: number, password: string, code: string): Promise<string[]> {
      const row = await withPassword(operatorId, password);
      if (row.totp_enabled === 1) throw new TotpAlreadyEnabled();
      const step = row.totp_secret ? totpStep(row.totp_secret, code, now().getTime()) : null;
      // The code that confirms enrolment is spent too, so it cannot sign in afterwards.
      if (step === null || !(await repository.claimTotpStep(operatorId, step))) throw new TotpInvalid(400, 'code');
      const codes = newRecoveryCodes();
      await repository.replaceRecoveryCodes(operatorId, codes.map(hashRecoveryCode));
      await repository.update(operatorId, { totp_enabled: 1, updated_at: now().toISOString() });
      return codes;
    },

    /** Needs the password and a current code (or a recovery code): a session left open is not enough. */
    async disableTotp(operatorId: number, password: string, code: string): Promise<void> {
      const row = await withPassword(operatorId, password);
      if (row.totp_enabled === 1 && !(await spendCode(row, code))) throw new TotpInvalid(400, 'code');
      await repository.replaceRecoveryCodes(operatorId, []);
      await repository.update(operatorId, { totp_enabled: 0, totp_secret: null, totp_last_step: null, updated_at: now().toISOString() });
    },

    /** Creates an operator with a hashed password ('exists' when the email is taken); roles are set separately. */
    async create(input: { email: string; name: string; password: string; isOwner: boolean; mustChangePassword: boolean }): Promise<number | 'exists'> {
      const at = now().toISOString();
      return repository.insert({
        email: normalizeOperatorEmail(input.email),
        name: input.name,
        password_hash: await hashPassword(input.password),
        is_owner: input.isOwner ? 1 : 0,
        must_change_password: input.mustChangePassword ? 1 : 0,
        totp_secret: null,
        totp_enabled: 0,
        created_at: at,
        updated_at: at,
      });
    },
  };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;
