import { hash } from 'node:crypto';
import { type AuthGrant, ErrorCode, Messages, type SocialProvider, type SocialStart } from '@ott/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { calculatePKCECodeChallenge, randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import { AppError } from '../../lib/errors';
import { AlreadyLoggedIn, WrongAuthData } from '../auth/auth.errors';
import type { AuthRequest, AuthService } from '../auth/auth.service';
import type { Channel } from '../channel/channel.types';
import type { SocialAuthRepository } from './social-auth.repository';
import type { ProviderIdentity, SocialProviderClient } from './social-provider';
import type { SocialProviders } from './social-providers';
import type { UserByEmail } from './user-by-email';

/** A provider the server does not know, or one without client id and secret. */
export class SocialLoginUnavailable extends AppError {
  constructor() {
    super(404, ErrorCode.SOCIAL_LOGIN_UNAVAILABLE, Messages.notFound);
  }
}

/** The provider's discovery document could not be read: try again later. */
class ProviderUnreachable extends AppError {
  constructor() {
    super(503, ErrorCode.SOCIAL_LOGIN_UNAVAILABLE, Messages.somethingWentWrong);
  }
}

/** How long the person has at the provider before the started login lapses. */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000;

export interface SocialAuthServiceDeps {
  repository: SocialAuthRepository;
  providers: SocialProviders;
  sessions: Pick<AuthService, 'startSession'>;
  userByEmail: UserByEmail;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
}

/** What the SPA's callback page forwards from the provider's redirect. */
export interface ProviderResponse {
  code: string;
  state: string;
  /** RFC 9207 issuer, when the provider sends one. */
  iss?: string | undefined;
}

const stateHash = (state: string) => hash('sha256', state, 'hex');

export function createSocialAuthService({ repository, providers, sessions, userByEmail, log, now = () => new Date() }: SocialAuthServiceDeps) {
  function providerNamed(name: string): { provider: SocialProvider; client: SocialProviderClient } {
    const client = Object.hasOwn(providers, name) ? providers[name as SocialProvider] : undefined;
    if (!client) throw new SocialLoginUnavailable();
    return { provider: name as SocialProvider, client };
  }

  /** The account this provider identity signs in to: linked before, else found by email, else new. */
  async function userFor(channel: Channel, provider: SocialProvider, identity: ProviderIdentity): Promise<number> {
    const linked = await repository.findIdentityUser(channel.id, provider, identity.subject);
    if (linked !== null) return linked;
    if (!identity.email) throw new WrongAuthData();
    const userId = await userByEmail(channel, { ...identity, email: identity.email });
    // 'exists': the same first sign-in finished twice at once; the link exists either way.
    await repository.insertIdentity({ channel_id: channel.id, user_id: userId, provider, subject: identity.subject, created_at: now().toISOString() });
    return userId;
  }

  return {
    /**
     * The provider's authorization URL. The `state` in it is random and stands for a stored pending
     * login bound to this visitor key (docs/decisions/0018-social-login-state.md), never the key itself.
     */
    async start({ key, origin }: AuthRequest, providerName: string): Promise<SocialStart> {
      const { provider, client } = providerNamed(providerName);
      if (key.userId !== null) throw new AlreadyLoggedIn();
      const [state, nonce, codeVerifier] = [randomState(), randomNonce(), randomPKCECodeVerifier()];
      const redirectUri = `${origin}/auth/login/${provider}/callback`;
      const url = await client.authorizationUrl({ redirectUri, state, nonce, codeChallenge: await calculatePKCECodeChallenge(codeVerifier) }).catch((error: unknown) => {
        log.warn({ err: error, provider }, 'social login: the provider could not be reached');
        throw new ProviderUnreachable();
      });
      const at = now();
      await repository.insertLogin({
        state_hash: stateHash(state),
        api_key_id: key.id,
        provider,
        code_verifier: codeVerifier,
        nonce,
        redirect_uri: redirectUri,
        expires_at: new Date(at.getTime() + SOCIAL_LOGIN_TTL_MS).toISOString(),
      });
      return { url: url.toString() };
    },

    /** Housekeeping: logins started and abandoned. */
    purgeExpired: () => repository.deleteExpiredLogins(now().toISOString()),

    /** Finishes a login this key started: exchanges the code, finds or creates the user, rotates the key. */
    async complete(request: AuthRequest, providerName: string, response: ProviderResponse): Promise<AuthGrant> {
      const { channel, key, isGeoBlocked } = request;
      const { provider, client } = providerNamed(providerName);
      if (key.userId !== null) throw new AlreadyLoggedIn();
      const pending = await repository.consumeLogin(stateHash(response.state), key.id, provider);
      if (!pending || Date.parse(pending.expires_at) <= now().getTime()) throw new WrongAuthData();

      const callbackUrl = new URL(pending.redirect_uri);
      callbackUrl.searchParams.set('code', response.code);
      callbackUrl.searchParams.set('state', response.state);
      if (response.iss) callbackUrl.searchParams.set('iss', response.iss);
      let identity: ProviderIdentity;
      try {
        identity = await client.identify({ callbackUrl, state: response.state, nonce: pending.nonce, codeVerifier: pending.code_verifier });
      } catch (error) {
        log.warn({ err: error, provider }, 'social login: the provider did not confirm the sign-in');
        throw new WrongAuthData();
      }
      const userId = await userFor(channel, provider, identity);
      return sessions.startSession({ channel, userId, replacingKeyId: key.id, isGeoBlocked, signIn: { method: 'social', request } });
    },
  };
}
export type SocialAuthService = ReturnType<typeof createSocialAuthService>;
