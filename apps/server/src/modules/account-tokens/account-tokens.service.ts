import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { constantTimeEqual } from '../../lib/constant-time';
import { generateSecretToken, hashSecretToken } from '../../lib/secret-token';
import { createAccountTokensRepository } from './account-tokens.repository';

export type AccountTokenPurpose = 'verify_email' | 'password_reset' | 'delete_account';
export type ConsumeResult = 'ok' | 'expired' | 'invalid';

const HOUR_MS = 3_600_000;

/** How long a mailed link works. */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * HOUR_MS,
  password_reset: HOUR_MS,
  delete_account: HOUR_MS,
};

/** Expired tokens are kept this long so a late click still reads "expired" rather than "invalid". */
export const EXPIRED_TOKEN_RETENTION_MS = 7 * 24 * HOUR_MS;

export interface AccountTokensDeps {
  db: Kysely<Database>;
  now?: () => Date;
}

const sameHash = (a: string, b: string) => constantTimeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** Single-use, expiring tokens mailed to users; only their hashes are stored. */
export function createAccountTokens({ db, now = () => new Date() }: AccountTokensDeps) {
  const repository = createAccountTokensRepository(db);

  return {
    /** A new token for the user and purpose; earlier unused ones of that purpose stop working. */
    async issue(userId: number, purpose: AccountTokenPurpose, ttlMs: number): Promise<string> {
      const plaintext = generateSecretToken();
      const at = now();
      await repository.deleteUnused(userId, purpose);
      await repository.insert({
        user_id: userId,
        purpose,
        hash: hashSecretToken(plaintext),
        expires_at: new Date(at.getTime() + ttlMs).toISOString(),
        created_at: at.toISOString(),
      });
      return plaintext;
    },

    /**
     * Uses a token up. Unknown, used, revoked or another user's tokens are 'invalid'; an expired one
     * stays 'expired' (and unused). The user's candidates are compared in constant time.
     */
    async consume(userId: number, purpose: AccountTokenPurpose, plaintext: string): Promise<ConsumeResult> {
      const presented = hashSecretToken(plaintext);
      const match = (await repository.findUnused(userId, purpose)).find((row) => sameHash(row.hash, presented));
      if (!match) return 'invalid';
      const at = now();
      if (Date.parse(match.expires_at) <= at.getTime()) return 'expired';
      return (await repository.markUsed(match.id, at.toISOString())) ? 'ok' : 'invalid';
    },

    /** Forgets every token of the user (of one purpose, or all). */
    async revokeAll(userId: number, purpose?: AccountTokenPurpose): Promise<void> {
      await repository.deleteAll(userId, purpose);
    },

    /** Deletes tokens that expired more than EXPIRED_TOKEN_RETENTION_MS ago; returns how many went. */
    purgeExpired: () => repository.deleteExpiredBefore(new Date(now().getTime() - EXPIRED_TOKEN_RETENTION_MS).toISOString()),
  };
}
export type AccountTokens = ReturnType<typeof createAccountTokens>;
