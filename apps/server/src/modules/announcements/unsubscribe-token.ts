import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../../lib/constant-time';

/**
 * Unsubscribe links that work without signing in: `<user id>.<signature>`, the signature being
 * base64url(HMAC-SHA256(key, "unsubscribe:mailing:<channel id>:<user id>")). One token per user and channel and
 * mail kind ('mailing', the user's mailing opt-in), valid as long as the key: an old mail's link keeps working.
 * The key is derived from a server secret shared by every instance (see announcements.module.ts), never stored.
 * Another kind of mail (a notification kind, modules/notifications) signs "unsubscribe:<kind>:…" and carries its kind:
 * `<user id>.<kind>.<signature>`.
 */
const TOKEN = /^([1-9]\d{0,9})\.(?:([a-z][a-z_]{0,23})\.)?([A-Za-z0-9_-]{43})$/;
const CHANNEL = 'mailing';

export interface UnsubscribeTokens {
  /** `kind`: what the link unsubscribes from; the announcements ('mailing') when not said. */
  sign(user: { id: number; channelId: number }, kind?: string): string;
  /** The user id a well-formed token names; null for anything else. The signature is checked by `verify`. */
  userIdOf(token: string): number | null;
  /** The kind of mail a well-formed token unsubscribes from ('mailing' for announcements); null for anything else. */
  kindOf(token: string): string | null;
  /** Constant-time check of the token against the user it names (and that user's channel). */
  verify(token: string, user: { id: number; channelId: number }): boolean;
}

/** `key`: a purpose key (derived with `unsubscribeKey`), not a secret used for anything else. */
export function createUnsubscribeTokens(key: Buffer): UnsubscribeTokens {
  const signature = (user: { id: number; channelId: number }, kind: string) => createHmac('sha256', key).update(`unsubscribe:${kind}:${user.channelId}:${user.id}`).digest('base64url');
  return {
    sign: (user, kind = CHANNEL) => (kind === CHANNEL ? `${user.id}.${signature(user, kind)}` : `${user.id}.${kind}.${signature(user, kind)}`),
    kindOf(token) {
      const match = TOKEN.exec(token);
      return match ? (match[2] ?? CHANNEL) : null;
    },
    userIdOf(token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      return id <= 2_147_483_647 ? id : null;
    },
    verify(token, user) {
      const match = TOKEN.exec(token);
      return match !== null && match[2] !== CHANNEL && Number(match[1]) === user.id && constantTimeEqual(match[3] ?? '', signature(user, match[2] ?? CHANNEL));
    },
  };
}

/** A key for unsubscribe links only, derived from a server secret so that it signs nothing else's messages. */
export const unsubscribeKey = (serverSecret: string): Buffer => createHmac('sha256', serverSecret).update('ott/unsubscribe-links/v1').digest();

/** The page and one-click address of a token. */
export const unsubscribePath = (token: string) => `/unsubscribe/${token}`;
