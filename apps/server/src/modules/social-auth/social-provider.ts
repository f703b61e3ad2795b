import { allowInsecureRequests, type Configuration } from 'openid-client';
import { isHttpsOrLoopback } from '../../config';

/** What a provider tells about the person who signed in. */
export interface ProviderIdentity {
  /** The provider's stable account id. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

export interface CodeExchange {
  /** The redirect URI with the provider's response parameters (code, state, iss) on it. */
  callbackUrl: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface SocialProviderClient {
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Exchanges the code and reads the identity; throws when the provider refuses. */
  identify(exchange: CodeExchange): Promise<ProviderIdentity>;
}

/** Plain http is allowed only for providers on loopback, which tests start themselves (config rejects others). */
export function allowHttpOnLoopback(url: string): Array<(config: Configuration) => void> {
  return new URL(url).protocol === 'http:' && isHttpsOrLoopback(new URL(url)) ? [allowInsecureRequests] : [];
}

/** Providers give a full name at least; the parts are taken from it when they are missing. */
export function nameParts(given: unknown, family: unknown, full: unknown): { firstName: string; lastName: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (text(given) || text(family)) return { firstName: text(given), lastName: text(family) };
  const [first = '', ...rest] = text(full).split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}
