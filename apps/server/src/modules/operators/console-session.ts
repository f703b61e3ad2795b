import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { generateSecretToken, hashSecretToken } from '../../lib/secret-token';
import type { OperatorsRepository } from './operators.repository';

/** The console's cookie: httpOnly, SameSite=Strict, Path=/ (docs/decisions/0039-operator-console-access.md). */
export const CONSOLE_COOKIE = 'ott_console';
/** A session ends this long after sign-in whatever the activity. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** Activity is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Secure whenever the server runs in production, whatever PUBLIC_ORIGIN says (a TLS-terminating proxy in front of a
 * plain-http Node is the usual production set-up), and over https anywhere else.
 */
export function consoleCookieIsSecure(config: Pick<Config, 'nodeEnv' | 'origins'>): boolean {
  return config.nodeEnv === 'production' || (config.origins.public?.startsWith('https:') ?? false);
}

/** The start-up line of a production server whose PUBLIC_ORIGIN is not https; null when nothing needs saying. */
export function consoleCookieNotice(config: Pick<Config, 'nodeEnv' | 'origins'>): string | null {
  if (config.nodeEnv !== 'production' || config.origins.public?.startsWith('https:')) return null;
  return '  Console: its sign-in cookie is Secure in production, so reach /admin over https (PUBLIC_ORIGIN is not https)';
}

export interface ConsoleOperator {
  id: number;
  email: string;
  name: string;
  isOwner: boolean;
}

export interface ResolvedSession {
  sessionId: number;
  csrfToken: string;
  operator: ConsoleOperator;
  mustChangePassword: boolean;
}

export type SessionLookup = { status: 'none' } | { status: 'expired' } | { status: 'ok'; session: ResolvedSession };


/** Console sessions: opaque cookie token (stored as SHA-256), a CSRF token per session, idle and absolute expiry. */
export function createConsoleSessions({ repository, idleMs, now = () => new Date() }: { repository: OperatorsRepository; idleMs: number; now?: () => Date }) {
  return {
    idleMs,

    async open(operatorId: number): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
      const token = generateSecretToken();
      const csrfToken = randomBytes(24).toString('base64url');
      const at = now();
      const expiresAt = new Date(at.getTime() + SESSION_MAX_AGE_MS);
      await repository.insertSession({
        operator_id: operatorId,
        token_hash: hashSecretToken(token),
        csrf_token: csrfToken,
        created_at: at.toISOString(),
        last_seen_at: at.toISOString(),
        expires_at: expiresAt.toISOString(),
      });
      return { token, csrfToken, expiresAt };
    },

    /** The session a cookie names; an expired one (absolute or idle) is deleted and reported as such. */
    async lookup(token: string | undefined): Promise<SessionLookup> {
      if (!token) return { status: 'none' };
      const row = await repository.findSession(hashSecretToken(token));
      if (!row) return { status: 'none' };
      const at = now();
      const lastSeen = Date.parse(row.last_seen_at);
      if (Date.parse(row.expires_at) <= at.getTime() || at.getTime() - lastSeen >= idleMs) {
        await repository.deleteSession(row.session_id);
        return { status: 'expired' };
      }
      if (at.getTime() - lastSeen >= TOUCH_EVERY_MS) await repository.touchSession(row.session_id, at.toISOString());
      return {
        status: 'ok',
        session: {
          sessionId: row.session_id,
          csrfToken: row.csrf_token,
          operator: { id: row.id, email: row.email, name: row.name, isOwner: row.is_owner === 1 },
          mustChangePassword: row.must_change_password === 1,
        },
      };
    },

    close: (sessionId: number) => repository.deleteSession(sessionId),
    /** Logout everywhere: every session of the operator but the one kept. */
    closeOthers: (operatorId: number, keepSessionId: number | null) => repository.deleteSessionsOf(operatorId, keepSessionId),
    purgeExpired: () => {
      const at = now();
      return repository.deleteExpiredSessions(at.toISOString(), new Date(at.getTime() - idleMs).toISOString());
    },
  };
}
export type ConsoleSessions = ReturnType<typeof createConsoleSessions>;
