import { newUserRow } from '../users/new-user';
import { type AuthGrant, LOGIN_NUMBER_PLUS_EMAIL, type LoginFields, type RegistrationFields, type UserProfile } from '@ott/contracts';
import type { UserRow } from '../../db/schema';
import type { Channel } from '../channel/channel.types';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { ApiKeyRecord, KeysService } from '../keys/keys.service';
import { normalizeEmail, type UsersRepository } from '../users/users.repository';
import { toUserProfile } from '../users/users.mappers';
import type { AccountLinks } from './account-links';
import { AlreadyLoggedIn, EmailAlreadyExists, Unauthenticated, WrongAuthData } from './auth.errors';
import { hashPassword, verifyPassword } from './password';
import type { RecaptchaVerifier } from './recaptcha';
import type { SignInsRepository } from './sign-ins.repository';

export interface AuthServiceDeps {
  users: UsersRepository;
  keys: Pick<KeysService, 'issueForUser' | 'revoke'>;
  entitlements: Pick<EntitlementsService, 'capabilitiesOf'>;
  links: Pick<AccountLinks, 'send'>;
  verifyRecaptcha: RecaptchaVerifier;
  /** Records each sign-in for support's history; none in tests that build the service alone. */
  signIns?: Pick<SignInsRepository, 'record'>;
  now?: () => Date;
}

/** Who is asking: the channel, the key presented, and what the request tells about the client. */
export interface AuthRequest {
  channel: Channel;
  key: ApiKeyRecord;
  ip: string;
  /** Origin for links in mails (see linkOrigin). */
  origin: string;
  isGeoBlocked: boolean;
  /** The client's country (trusted header or address lookup), when known. */
  countryCode?: string | null;
  userAgent?: string | null;
}

/** How a session started, and the request it came from: a sign-in to record. */
export interface SignInOrigin {
  method: 'password' | 'register' | 'social' | 'device';
  request: Pick<AuthRequest, 'ip' | 'countryCode' | 'userAgent'>;
}

export function createAuthService({ users, keys, entitlements, links, verifyRecaptcha, signIns, now = () => new Date() }: AuthServiceDeps) {
  async function profileOf(userId: number, channel: Channel, isGeoBlocked: boolean): Promise<UserProfile> {
    const user = await users.findById(channel.id, userId);
    if (!user) throw new Unauthenticated();
    return toUserProfile(user, await entitlements.capabilitiesOf(user.id), isGeoBlocked);
  }

  /** Replaces the presented key with a fresh one bound to the user (docs/decisions/0014). */
  async function startSession(input: { channel: Channel; userId: number; replacingKeyId: number | null; isGeoBlocked: boolean; signIn?: SignInOrigin }): Promise<AuthGrant> {
    const grant = await keys.issueForUser(input.channel.id, input.userId, input.replacingKeyId);
    if (input.signIn && signIns) {
      const { method, request } = input.signIn;
      await signIns.record({ channelId: input.channel.id, userId: input.userId, method, ip: request.ip, countryCode: request.countryCode ?? null, userAgent: request.userAgent ?? null, at: now().toISOString() });
    }
    return { ...grant, user: await profileOf(input.userId, input.channel, input.isGeoBlocked) };
  }

  /** An email, else `<account number>+<email>` naming the same account (docs/decisions/0014). */
  async function findByIdentifier(channelId: number, identifier: string): Promise<UserRow | undefined> {
    const byEmail = await users.findByEmail(channelId, identifier);
    if (byEmail) return byEmail;
    const match = LOGIN_NUMBER_PLUS_EMAIL.exec(identifier);
    if (!match?.[1] || !match[2]) return undefined;
    const byNumber = await users.findById(channelId, Number(match[1]));
    return byNumber?.email_normalized === normalizeEmail(match[2]) ? byNumber : undefined;
  }

  async function insertUser(channel: Channel, fields: RegistrationFields): Promise<UserRow> {
    const at = now().toISOString();
    const row = newUserRow({
      channelId: channel.id,
      email: fields.email,
      passwordHash: await hashPassword(fields.password),
      firstName: fields.first_name,
      lastName: fields.last_name,
      mailingOptIn: fields.mailing_opt_in,
      language: channel.language,
      at,
    });
    const id = await users.insertUnlessTaken(row);
    // Two registrations of one address at once: the unique index decides.
    if (id === 'exists') throw new EmailAlreadyExists();
    return { ...row, id, email_normalized: normalizeEmail(row.email) };
  }

  return {
    profileOf,
    startSession,

    async register(request: AuthRequest, fields: RegistrationFields): Promise<AuthGrant> {
      if (request.key.userId !== null) throw new AlreadyLoggedIn();
      if (request.channel.settings.recaptcha?.enabled) await verifyRecaptcha(fields.recaptcha_token, request.ip);
      if (await users.findByEmail(request.channel.id, fields.email)) throw new EmailAlreadyExists();
      const user = await insertUser(request.channel, fields);
      await links.send('verify_email', user, request.channel, request.origin);
      return startSession({ channel: request.channel, userId: user.id, replacingKeyId: request.key.id, isGeoBlocked: request.isGeoBlocked, signIn: { method: 'register', request } });
    },

    async login(request: AuthRequest, fields: LoginFields): Promise<AuthGrant> {
      if (request.key.userId !== null) throw new AlreadyLoggedIn();
      const user = await findByIdentifier(request.channel.id, fields.email);
      // Verified even without an account, so the time taken does not tell which addresses exist.
      const passwordMatches = await verifyPassword(user?.password_hash, fields.password);
      if (!user || !passwordMatches) throw new WrongAuthData();
      return startSession({ channel: request.channel, userId: user.id, replacingKeyId: request.key.id, isGeoBlocked: request.isGeoBlocked, signIn: { method: 'password', request } });
    },

    /** Deletes the presented key; a visitor's key goes too, and the client fetches a new one. */
    logout: (apiKey: string) => keys.revoke(apiKey),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
