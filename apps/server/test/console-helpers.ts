import { randomBytes, randomUUID } from 'node:crypto';
import type { OperatorRole } from '@ott/contracts/admin-auth';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generateSecretToken, hashSecretToken } from '../src/lib/secret-token';
import { hashPassword } from '../src/modules/auth/password';
import { CONSOLE_COOKIE } from '../src/modules/operators/console-session';

export const OPERATOR_PASSWORD = 'a-long-operator-password';

export interface SignedInOperator {
  operatorId: number;
  email: string;
  password: string;
  /** `ott_console=<token>`, ready for a Cookie header. */
  cookie: string;
  csrf: string;
  /** Sends the request with the session cookie and the CSRF header. */
  inject(method: string, url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

export interface OperatorOptions {
  /** 'owner' holds every channel; other roles are granted on `channelKey` ('varsity' by default). */
  role: OperatorRole;
  channelKey?: string;
  /** More grants, e.g. admin on a second channel. */
  extraGrants?: ReadonlyArray<{ channelKey: string; role: Exclude<OperatorRole, 'owner'> }>;
  email?: string;
  password?: string;
  mustChangePassword?: boolean;
}

/** Inserts an operator with the role asked for (no HTTP sign-in, so the sign-in rate limit is not spent). */
export async function createOperator(app: FastifyInstance, options: OperatorOptions): Promise<{ operatorId: number; email: string; password: string }> {
  const db = app.database.db;
  const email = options.email ?? `${options.role}-${randomUUID().slice(0, 8)}@example.test`;
  const password = options.password ?? OPERATOR_PASSWORD;
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto('operators')
    .values({
      email,
      name: `Test ${options.role}`,
      password_hash: await hashPassword(password),
      is_owner: options.role === 'owner' ? 1 : 0,
      must_change_password: options.mustChangePassword ? 1 : 0,
      totp_secret: null,
      totp_enabled: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const grants = [...(options.role === 'owner' ? [] : [{ channelKey: options.channelKey ?? 'varsity', role: options.role }]), ...(options.extraGrants ?? [])];
  for (const grant of grants) {
    const channel = await db.selectFrom('channels').select('id').where('key', '=', grant.channelKey).executeTakeFirstOrThrow();
    await db.insertInto('operator_channel_roles').values({ operator_id: id, channel_id: channel.id, role: grant.role }).execute();
  }
  return { operatorId: id, email, password };
}

/** A session for an existing operator, written straight to the database. */
export async function openOperatorSession(app: FastifyInstance, operatorId: number): Promise<{ cookie: string; csrf: string }> {
  const token = generateSecretToken();
  const csrf = randomBytes(24).toString('base64url');
  const at = new Date();
  await app.database.db
    .insertInto('operator_sessions')
    .values({
      operator_id: operatorId,
      token_hash: hashSecretToken(token),
      csrf_token: csrf,
      created_at: at.toISOString(),
      last_seen_at: at.toISOString(),
      expires_at: new Date(at.getTime() + 3_600_000).toISOString(),
    })
    .execute();
  return { cookie: `${CONSOLE_COOKIE}=${token}`, csrf };
}

export function consoleInject(app: FastifyInstance, cookie: string, csrf: string) {
  return (method: string, url: string, body?: unknown) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { cookie, 'x-csrf-token': csrf },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
}

/** `const op = await signInOperator(app, { role: 'editor', channelKey: 'varsity' })`: an operator with a live console session. */
export async function signInOperator(app: FastifyInstance, options: OperatorOptions): Promise<SignedInOperator> {
  const operator = await createOperator(app, options);
  const { cookie, csrf } = await openOperatorSession(app, operator.operatorId);
  return { ...operator, cookie, csrf, inject: consoleInject(app, cookie, csrf) };
}

/** The session cookie a response set, as `name=value` for the next request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === CONSOLE_COOKIE);
  if (!cookie) throw new Error(`no ${CONSOLE_COOKIE} cookie in the response (${response.statusCode}: ${response.body})`);
  return `${CONSOLE_COOKIE}=${cookie.value}`;
}
