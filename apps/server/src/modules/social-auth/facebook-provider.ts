import { authorizationCodeGrant, buildAuthorizationUrl, Configuration, fetchProtectedResource } from 'openid-client';
import { z } from 'zod';
import type { Config } from '../../config';
import { allowHttpOnLoopback, nameParts, type SocialProviderClient } from './social-provider';

type FacebookSettings = NonNullable<Config['social']['facebook']>;

/** The Graph API version the token exchange and /me are called with. */
export const FACEBOOK_GRAPH_VERSION = 'v19.0';

const GraphMe = z.object({
  id: z.string().min(1),
  email: z.string().optional(),
  name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

/**
 * Facebook Login is plain OAuth 2.0 (no discovery, no ID token in this flow): the endpoints are
 * configured, the code is exchanged with PKCE, and the person is read from Graph `/me`.
 */
export function facebookProvider({ clientId, clientSecret, graphUrl, authUrl }: FacebookSettings): SocialProviderClient {
  const graph = `${graphUrl.replace(/\/+$/, '')}/${FACEBOOK_GRAPH_VERSION}`;
  const configuration = new Configuration(
    { issuer: 'https://www.facebook.com', authorization_endpoint: authUrl, token_endpoint: `${graph}/oauth/access_token` },
    clientId,
    clientSecret,
  );
  // The server only ever calls the Graph host; the dialog URL is opened by the browser.
  for (const allow of allowHttpOnLoopback(graphUrl)) allow(configuration);

  return {
    async authorizationUrl({ redirectUri, state, codeChallenge }) {
      return buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'email,public_profile',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
    },

    async identify({ callbackUrl, state, codeVerifier }) {
      const tokens = await authorizationCodeGrant(configuration, callbackUrl, { expectedState: state, pkceCodeVerifier: codeVerifier });
      const response = await fetchProtectedResource(configuration, tokens.access_token, new URL(`${graph}/me?fields=id,name,email,first_name,last_name`), 'GET');
      if (!response.ok) throw new Error(`Graph /me answered ${response.status}`);
      const me = GraphMe.parse(await response.json());
      // Graph returns only an address the person has confirmed with Facebook.
      const email = me.email ? me.email : null;
      return { subject: me.id, email, emailVerified: email !== null, ...nameParts(me.first_name, me.last_name, me.name) };
    },
  };
}
