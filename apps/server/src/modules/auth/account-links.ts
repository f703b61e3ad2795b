import type { UserRow } from '../../db/schema';
import { ACCOUNT_TOKEN_TTL_MS, type AccountTokenPurpose, type AccountTokens } from '../account-tokens/account-tokens.service';
import type { Channel } from '../channel/channel.types';
import type { AccountMailer } from '../mail/account-mailer';

/** Each mailed link carries a token of the same purpose. */
export type AccountMailKind = AccountTokenPurpose;

/** SPA pages the links open; verification links carry `expires` too (spec §3 query names). */
const PAGE: Record<AccountMailKind, string> = {
  verify_email: '/verify-email',
  password_reset: '/password-reset',
  delete_account: '/confirm-account-deletion',
};

export function accountLink(kind: AccountMailKind, origin: string, email: string, token: string, expiresAt: Date): string {
  const url = new URL(PAGE[kind], origin);
  url.searchParams.set('email', email);
  if (kind === 'verify_email') {
    url.searchParams.set('expires', String(Math.floor(expiresAt.getTime() / 1000)));
    url.searchParams.set('signature', token);
  } else {
    url.searchParams.set('code', token);
  }
  return url.toString();
}

export interface AccountLinksDeps {
  tokens: Pick<AccountTokens, 'issue' | 'consume' | 'revokeAll'>;
  mailer: Pick<AccountMailer, 'send'>;
  now?: () => Date;
}

/** Mails a user a link carrying a fresh token; earlier tokens of the same kind stop working. */
export function createAccountLinks({ tokens, mailer, now = () => new Date() }: AccountLinksDeps) {
  return {
    async send(kind: AccountMailKind, user: UserRow, channel: Channel, origin: string): Promise<void> {
      const ttlMs = ACCOUNT_TOKEN_TTL_MS[kind];
      const expiresAt = new Date(now().getTime() + ttlMs);
      const token = await tokens.issue(user.id, kind, ttlMs);
      const link = accountLink(kind, origin, user.email, token, expiresAt);
      await mailer.send({ kind, channel, to: user.email, language: user.language === 'fr' ? 'fr' : 'en', firstName: user.first_name, link });
    },

    /** Checks a token and uses it up. */
    consume: (kind: AccountMailKind, userId: number, token: string) => tokens.consume(userId, kind, token),
    revokeAll: (kind: AccountMailKind, userId: number) => tokens.revokeAll(userId, kind),
  };
}
export type AccountLinks = ReturnType<typeof createAccountLinks>;
