import { authorizationCodeGrant, buildAuthorizationUrl, type Configuration, discovery } from 'openid-client';
import type { Config } from '../../config';
import { allowHttpOnLoopback, nameParts, type SocialProviderClient } from './social-provider';

type GoogleSettings = NonNullable<Config['social']['google']>;

/** Google sign-in through OpenID Connect: discovery from the issuer, code flow with PKCE and nonce, identity from the ID token. */
export function googleProvider({ clientId, clientSecret, issuer }: GoogleSettings): SocialProviderClient {
  let configuration: Promise<Configuration> | null = null;
  // Discovered once; a failed discovery is tried again on the next login.
  const configured = () => {
    configuration ??= discovery(new URL(issuer), clientId, clientSecret, undefined, { execute: allowHttpOnLoopback(issuer) }).catch((error: unknown) => {
      configuration = null;
      throw error;
    });
    return configuration;
  };

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      return buildAuthorizationUrl(await configured(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
    },

    async identify({ callbackUrl, state, nonce, codeVerifier }) {
      const tokens = await authorizationCodeGrant(await configured(), callbackUrl, {
        expectedState: state,
        expectedNonce: nonce,
        pkceCodeVerifier: codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider returned no ID token');
      const email = typeof claims.email === 'string' && claims.email !== '' ? claims.email : null;
      return {
        subject: claims.sub,
        email,
        emailVerified: email !== null && claims.email_verified === true,
        ...nameParts(claims.given_name, claims.family_name, claims.name),
      };
    },
  };
}
