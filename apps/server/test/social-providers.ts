import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload, type KoaContextWithOIDC } from 'oidc-provider';

/** Test doubles of the identity providers, on loopback: a real OpenID provider (Google's stand-in) and a fake Facebook. */

export interface PersonClaims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A minimal cookie jar: what a browser would carry between the provider's redirects. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const index = pair.indexOf('=');
        cookies.set(pair.slice(0, index), pair.slice(index + 1));
      }
    },
  };
}

/**
 * Follows the provider's redirects the way a browser does, until one leaves for `redirectPrefix`;
 * returns that URL (the app's callback page with code, state and iss).
 */
async function followToRedirect(start: string, redirectPrefix: string): Promise<URL> {
  const jar = cookieJar();
  let url = start;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${url} with ${response.status}: ${await response.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(redirectPrefix)) return next;
    url = next.href;
  }
  throw new Error('Too many redirects');
}

/** The provider's artifacts (sessions, codes, grants) in a Map: one provider per test file, gone with it. */
function mapAdapter() {
  const store = new Map<string, AdapterPayload>();
  return class MapAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key = (id: string) => `${this.model}:${id}`;
    async upsert(id: string, payload: AdapterPayload) {
      store.set(this.key(id), payload);
      if (payload.uid) store.set(`${this.model}:uid:${payload.uid}`, payload);
    }
    async find(id: string) {
      return store.get(this.key(id));
    }
    async findByUid(uid: string) {
      return store.get(`${this.model}:uid:${uid}`);
    }
    async findByUserCode() {
      return undefined;
    }
    async consume(id: string) {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, payload] of store) if (payload.grantId === grantId) store.delete(key);
    }
  };
}

const TEN_MINUTES = 600;

export interface OidcProviderDouble {
  issuer: string;
  clientId: string;
  clientSecret: string;
  setPerson(subject: string, claims: PersonClaims): void;
  /** Signs `subject` in at the authorization URL the app produced; returns the redirect back to the app. */
  signIn(authorizationUrl: string, subject: string): Promise<URL>;
  close(): Promise<void>;
}

/** An OpenID Connect provider (the `oidc-provider` package) whose login step is completed by the test, not a form. */
export async function startOidcProvider(redirectUris: string[]): Promise<OidcProviderDouble> {
  const people = new Map<string, PersonClaims>();
  let signingIn: string | null = null;
  const clientId = 'app-client';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const server = createServer();
  const issuer = await listenOnLoopback(server);
  const provider = new Provider(issuer, {
    adapter: mapAdapter(),
    ttl: { Interaction: TEN_MINUTES, Session: TEN_MINUTES, Grant: TEN_MINUTES, AccessToken: TEN_MINUTES, IdToken: TEN_MINUTES, AuthorizationCode: 60 },
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, token_endpoint_auth_method: 'client_secret_post' }],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // Claims go into the ID token, as Google's do, rather than only into userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true, methods: ['S256'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, subject) => {
      const claims = people.get(subject);
      return claims ? { accountId: subject, claims: () => ({ sub: subject, ...claims }) } : undefined;
    },
    // First-party client: every signed-in person has consented to openid, email and profile.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    void (async () => {
      await provider.interactionDetails(req, res);
      if (!signingIn) throw new Error('No person is signing in');
      await provider.interactionFinished(req, res, { login: { accountId: signingIn } }, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    setPerson: (subject, claims) => void people.set(subject, claims),
    async signIn(authorizationUrl, subject) {
      signingIn = subject;
      return followToRedirect(authorizationUrl, new URL(redirectUris[0] ?? '').origin);
    },
    close: () => closeServer(server),
  };
}

export interface FacebookPerson {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  name?: string;
}

export interface FakeFacebook {
  graphUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
  setPerson(person: FacebookPerson): void;
  signIn(authorizationUrl: string, personId: string): Promise<URL>;
  close(): Promise<void>;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** Facebook's login dialog, code exchange and Graph /me, as far as the app uses them. */
export async function startFakeFacebook(): Promise<FakeFacebook> {
  const people = new Map<string, FacebookPerson>();
  const codes = new Map<string, { personId: string; redirectUri: string; challenge: string }>();
  const tokens = new Map<string, string>();
  const clientId = '1234567890';
  const clientSecret = randomBytes(16).toString('hex');
  let signingIn = '';

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const oauthError = (message: string) => json(400, { error: { message, type: 'OAuthException', code: 100 } });

    if (req.method === 'GET' && url.pathname === '/v19.0/dialog/oauth') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== clientId || url.searchParams.get('code_challenge_method') !== 'S256') return oauthError('bad dialog request');
      const code = randomBytes(16).toString('hex');
      codes.set(code, { personId: signingIn, redirectUri, challenge: url.searchParams.get('code_challenge') ?? '' });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { location: back.href }).end();
    }
    if (req.method === 'POST' && url.pathname === '/v19.0/oauth/access_token') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const issued = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return oauthError('bad client');
        if (!issued || issued.redirectUri !== form.get('redirect_uri') || issued.challenge !== s256(form.get('code_verifier') ?? '')) return oauthError('bad code');
        const token = randomBytes(16).toString('hex');
        tokens.set(token, issued.personId);
        json(200, { access_token: token, token_type: 'bearer', expires_in: 5_183_944 });
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/v19.0/me') {
      const personId = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /i, ''));
      const person = personId ? people.get(personId) : undefined;
      if (!person) return json(401, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } });
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      return json(200, Object.fromEntries(Object.entries(person).filter(([field]) => fields.includes(field))));
    }
    json(404, { error: { message: 'unknown path' } });
  });
  const origin = await listenOnLoopback(server);

  return {
    graphUrl: origin,
    authUrl: `${origin}/v19.0/dialog/oauth`,
    clientId,
    clientSecret,
    setPerson: (person) => void people.set(person.id, person),
    async signIn(authorizationUrl, personId) {
      signingIn = personId;
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (!location) throw new Error(`The dialog answered ${response.status}: ${await response.text()}`);
      return new URL(location);
    },
    close: () => closeServer(server),
  };
}
