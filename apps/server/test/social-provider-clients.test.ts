import { createHash } from 'node:crypto';
import { calculatePKCECodeChallenge, randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facebookProvider } from '../src/modules/social-auth/facebook-provider';
import { googleProvider } from '../src/modules/social-auth/google-provider';
import type { SocialProviderClient } from '../src/modules/social-auth/social-provider';
import { type FakeFacebook, type OidcProviderDouble, startFakeFacebook, startOidcProvider } from './social-providers';

const REDIRECT = 'http://localhost:8080/auth/login/google/callback';

async function authorize(client: SocialProviderClient, redirectUri: string) {
  const [state, nonce, codeVerifier] = [randomState(), randomNonce(), randomPKCECodeVerifier()];
  const url = await client.authorizationUrl({ redirectUri, state, nonce, codeChallenge: await calculatePKCECodeChallenge(codeVerifier) });
  return { url, state, nonce, codeVerifier };
}

describe('Google client (OpenID Connect, against a local provider)', () => {
  let oidc: OidcProviderDouble;
  let google: SocialProviderClient;
  beforeAll(async () => {
    oidc = await startOidcProvider([REDIRECT]);
    google = googleProvider({ clientId: oidc.clientId, clientSecret: oidc.clientSecret, issuer: oidc.issuer });
    oidc.setPerson('g-1', { email: 'Ana@Example.com', email_verified: true, given_name: 'Ana', family_name: 'Lopez' });
  });
  afterAll(() => oidc.close());

  it('asks for openid email profile with PKCE S256, a nonce and the state', async () => {
    const { url, state, codeVerifier } = await authorize(google, REDIRECT);
    expect(url.origin + url.pathname).toBe(`${oidc.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: oidc.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      code_challenge_method: 'S256',
      code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    });
    expect(url.searchParams.get('nonce')).toMatch(/.{20,}/);
  });

  it('exchanges the code and reads the identity from the ID token', async () => {
    const request = await authorize(google, REDIRECT);
    const callbackUrl = await oidc.signIn(request.url.href, 'g-1');
    await expect(google.identify({ callbackUrl, ...request })).resolves.toEqual({
      subject: 'g-1',
      email: 'Ana@Example.com',
      emailVerified: true,
      firstName: 'Ana',
      lastName: 'Lopez',
    });
  });

  it('refuses a code exchanged with another PKCE verifier or nonce', async () => {
    const request = await authorize(google, REDIRECT);
    const callbackUrl = await oidc.signIn(request.url.href, 'g-1');
    await expect(google.identify({ callbackUrl, ...request, codeVerifier: randomPKCECodeVerifier() })).rejects.toThrow();
    const again = await authorize(google, REDIRECT);
    const secondUrl = await oidc.signIn(again.url.href, 'g-1');
    await expect(google.identify({ callbackUrl: secondUrl, ...again, nonce: randomNonce() })).rejects.toThrow();
  });
});

describe('Facebook client (OAuth 2.0 + Graph /me, against a local fake)', () => {
  let facebook: FakeFacebook;
  let client: SocialProviderClient;
  const redirect = 'http://localhost:8080/auth/login/facebook/callback';
  beforeAll(async () => {
    facebook = await startFakeFacebook();
    client = facebookProvider({ clientId: facebook.clientId, clientSecret: facebook.clientSecret, graphUrl: facebook.graphUrl, authUrl: facebook.authUrl });
    facebook.setPerson({ id: 'fb-9', email: 'bo@example.com', name: 'Bo Ek', first_name: 'Bo', last_name: 'Ek' });
    facebook.setPerson({ id: 'fb-10', name: 'Cy Dee Ross' });
  });
  afterAll(() => facebook.close());

  it('sends the person to the dialog and reads /me after the code exchange', async () => {
    const request = await authorize(client, redirect);
    expect(request.url.href.startsWith(facebook.authUrl)).toBe(true);
    expect(request.url.searchParams.get('scope')).toBe('email,public_profile');
    const callbackUrl = await facebook.signIn(request.url.href, 'fb-9');
    await expect(client.identify({ callbackUrl, ...request })).resolves.toEqual({
      subject: 'fb-9',
      email: 'bo@example.com',
      emailVerified: true,
      firstName: 'Bo',
      lastName: 'Ek',
    });
  });

  it('splits the full name when Graph gives no parts, and has no email when Graph gives none', async () => {
    const request = await authorize(client, redirect);
    const callbackUrl = await facebook.signIn(request.url.href, 'fb-10');
    await expect(client.identify({ callbackUrl, ...request })).resolves.toMatchObject({ email: null, emailVerified: false, firstName: 'Cy', lastName: 'Dee Ross' });
  });

  it('refuses a response whose state is not the expected one', async () => {
    const request = await authorize(client, redirect);
    const callbackUrl = await facebook.signIn(request.url.href, 'fb-9');
    await expect(client.identify({ callbackUrl, ...request, state: randomState() })).rejects.toThrow();
  });
});
